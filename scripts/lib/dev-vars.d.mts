export declare const devVarOf: (text: string, name: string) => string | null
export declare const withDevVar: (text: string, name: string, value: string) => string
export declare const ensureDevVars: (root: string, random: () => string) => string[]
