export interface RegisteredElement {
  type: string
  folder: string
  chunk: string | null
  component: string
}
export declare class ElementRegistryError extends Error {
  readonly problems: readonly string[]
}
export declare const CHUNK_GROUP_NAMES: readonly string[]
export declare const GENERATED_FILES: {
  elements: string
  server: string
  browser: string
}
export declare const generateElementRegistry: (options?: {
  root?: string
  check?: boolean
}) => Promise<{
  elements: RegisteredElement[]
  chunkGroups: Record<string, string[]>
  written: string[]
}>
