/** Types of ./stats.mjs for its TypeScript test. */
export declare const percentile: (values: readonly number[], p: number) => number | null
export declare const mean: (values: readonly number[]) => number
export declare const chanceOfGreater: (a: readonly number[], b: readonly number[]) => number
