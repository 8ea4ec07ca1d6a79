export interface StartMode {
  name: 'production' | 'development'
  nodeEnv: 'production' | 'development'
  buildArgs: string[]
  watcherArgs: string[] | null
}
export declare const startModeOf: (argv: readonly string[]) => StartMode
export declare const startEnvOf: (
  mode: { nodeEnv: string },
  base: Record<string, string | undefined>,
) => Record<string, string | undefined>
