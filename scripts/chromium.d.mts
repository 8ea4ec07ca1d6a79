export declare const CHROMIUM_PATH: string | null
export declare const CHROMIUM_FLAGS: string[]
export declare const chromiumLaunchOptions: () => { executablePath?: string; args: string[] }
