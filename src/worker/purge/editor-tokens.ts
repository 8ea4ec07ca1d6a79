import type { SubtleCrypto as WorkersSubtleCrypto } from '@cloudflare/workers-types/index.ts'

/**
 * Who may purge, and under which name: one secret per editor (or per machine: a TYPO3 hook, the
 * CI), `PURGE_TOKEN_<NAME>` (`wrangler secret put PURGE_TOKEN_JANA`), so that each token is
 * created, rotated and revoked on its own, and the purge log names its holder ('jana'). The
 * older single `PURGE_TOKEN` still works and is named 'default'. The caller never types a name:
 * it is the name of the token that matched.
 */

export interface EditorToken {
  /** As the log shows it: PURGE_TOKEN_TYPO3_HOOK → 'typo3-hook'. */
  name: string
  token: string
}

/** Secret names are conventionally upper case; a lower-case one is still the editor's token. */
const NAMED_TOKEN = /^PURGE_TOKEN_([A-Za-z0-9][A-Za-z0-9_]*)$/
/** The name of the single PURGE_TOKEN of earlier releases. */
export const DEFAULT_EDITOR = 'default'

/** The configured tokens; empty ones are left out, so that an empty secret never matches. */
export const editorTokensOf = (env: object): EditorToken[] => {
  const tokens: EditorToken[] = []
  for (const [key, value] of Object.entries(env)) {
    if (typeof value !== 'string' || value === '') continue
    if (key === 'PURGE_TOKEN') tokens.push({ name: DEFAULT_EDITOR, token: value })
    const name = NAMED_TOKEN.exec(key)?.[1]
    if (name) tokens.push({ name: name.toLowerCase().replaceAll('_', '-'), token: value })
  }
  return tokens
}

/** workerd's Web Crypto has timingSafeEqual (the DOM typings of the project do not know it). */
const subtle = () => crypto.subtle as unknown as WorkersSubtleCrypto

const encoder = new TextEncoder()
const sha256 = (text: string) => crypto.subtle.digest('SHA-256', encoder.encode(text))

/**
 * The name of the token `presented` equals, or null. Both sides are hashed first, so every
 * comparison is of 32 bytes (timingSafeEqual needs equal lengths, and a token's length stays
 * secret), and every configured token is compared, found or not: the time taken says nothing
 * about how much of a token was right or which one matched.
 */
export const editorOf = async (
  tokens: readonly EditorToken[],
  presented: string,
): Promise<string | null> => {
  if (presented === '') return null
  const digest = await sha256(presented)
  let editor: string | null = null
  for (const { name, token } of tokens) {
    const equal = subtle().timingSafeEqual(digest, await sha256(token))
    if (equal && editor === null) editor = name
  }
  return editor
}
