/** Types of ./config-check.mjs for its TypeScript tests. */
export declare const ENVIRONMENTS: readonly ['development', 'staging', 'production']
export declare const checkEnvironment: (
  environment: string,
  options?: { config?: string; forDeploy?: boolean },
) => Promise<string[]>
