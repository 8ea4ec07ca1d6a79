import { createMiddleware } from 'hono/factory'
import type { AppEnv, Variables } from '../env'
import { editorOf, editorTokensOf } from '../purge/editor-tokens'

/** The routes under /_cache know who is asking: the name of the editor's token. */
export interface PurgeEnv extends AppEnv {
  Variables: Variables & { editor: string }
}

export type Authentication =
  { ok: true; editor: string } | { ok: false; status: 401 | 503; error: string; presented: boolean }

export const NOT_CONFIGURED =
  'Cache purge is not configured: set PURGE_TOKEN_<NAME> (or PURGE_TOKEN)'

/** The token of an `Authorization: Bearer <token>` header (RFC 6750, section 2.1), if any. */
export const bearerTokenOf = (header: string | undefined): string | null =>
  /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header ?? '')?.[1] ?? null

/**
 * Whose token `presented` is. Without any token configured, purging is switched off (503), so a
 * deploy that forgot its secrets fails loudly instead of being open or silently shut.
 */
export const authenticate = async (
  env: AppEnv['Bindings'],
  presented: string | null,
): Promise<Authentication> => {
  const tokens = editorTokensOf(env)
  if (tokens.length === 0)
    return { ok: false, status: 503, error: NOT_CONFIGURED, presented: false }
  const editor = presented ? await editorOf(tokens, presented) : null
  if (editor) return { ok: true, editor }
  return {
    ok: false,
    status: 401,
    error: presented
      ? 'Unknown purge token'
      : 'A purge token is needed: Authorization: Bearer <token>',
    presented: presented !== null,
  }
}

/** RFC 6750 section 3: what a client must send, and whether the token it sent was refused. */
export const challengeOf = (presented: boolean) =>
  presented ? 'Bearer realm="cache purge", error="invalid_token"' : 'Bearer realm="cache purge"'

/** JSON routes (purge, log): a bearer token, or 401 / 503 as JSON. Sets `editor`. */
export const editorAuth = () =>
  createMiddleware<PurgeEnv>(async function editorAuth(c, next) {
    const auth = await authenticate(c.env, bearerTokenOf(c.req.header('authorization')))
    if (!auth.ok) {
      const headers: Record<string, string> = { 'cache-control': 'no-store' }
      if (auth.status === 401) headers['www-authenticate'] = challengeOf(auth.presented)
      return c.json({ error: auth.error }, auth.status, headers)
    }
    c.set('editor', auth.editor)
    await next()
  })
