import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { RateDecision } from '../forms/rate-limit'
import type { AppEnv, Variables } from '../env'
import { createAuthFailureLimiter, purgeClientOf } from '../purge/auth-limit'
import { editorOf, editorTokensOf } from '../purge/editor-tokens'

/** The routes under /_cache know who is asking: the name of the editor's token. */
export interface PurgeEnv extends AppEnv {
  Variables: Variables & { editor: string }
}

export type Authentication =
  | { ok: true; editor: string }
  | { ok: false; status: 401 | 503; error: string; presented: boolean }
  /** Too many wrong tokens from this client: refused without looking at the token. */
  | { ok: false; status: 429; error: string; retryAfterSeconds: number }

export const NOT_CONFIGURED =
  'Cache purge is not configured: set PURGE_TOKEN_<NAME> (or PURGE_TOKEN)'

export const tooManyWrongTokens = (seconds: number) =>
  `Too many wrong purge tokens from your address: try again in ${seconds} seconds`

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

const limited = (decision: RateDecision): Authentication | null =>
  decision.allowed
    ? null
    : {
        ok: false,
        status: 429,
        error: tooManyWrongTokens(decision.retryAfterSeconds),
        retryAfterSeconds: decision.retryAfterSeconds,
      }

/**
 * authenticate(), limited per client (../purge/auth-limit.ts): a client over the limit is
 * refused before its token is looked at, valid or not; a wrong token counts one failure (no
 * token at all is no guess, and counts nothing). A counter that cannot be read or written
 * (D1 down) is logged and lets the token decide: the tokens are long random secrets, the limit
 * keeps guessing slow, and a purge without D1 removes nothing anyway (../purge/purge.ts).
 */
export const authenticateLimited = async (
  c: Context<PurgeEnv>,
  presented: string | null,
): Promise<Authentication> => {
  if (presented === null) return authenticate(c.env, null)
  const limiter = createAuthFailureLimiter({
    db: c.env.DB,
    now: () => Date.now(),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  })
  const client = await purgeClientOf(c.req.header('cf-connecting-ip'))
  const counterFailed = (error: unknown): RateDecision => {
    c.var.log.error('purge token limit:', error instanceof Error ? error.message : error)
    return { allowed: true }
  }
  const before = limited(await limiter.check(client).catch(counterFailed))
  if (before) return before
  const auth = await authenticate(c.env, presented)
  if (auth.ok || auth.status !== 401) return auth
  return limited(await limiter.fail(client).catch(counterFailed)) ?? auth
}

/** The headers of a refusal: RFC 6750's challenge on a 401, RFC 9110's Retry-After on a 429. */
export const refusalHeadersOf = (auth: Extract<Authentication, { ok: false }>) => {
  const headers: Record<string, string> = {}
  if (auth.status === 401) headers['www-authenticate'] = challengeOf(auth.presented)
  if (auth.status === 429) headers['retry-after'] = String(auth.retryAfterSeconds)
  return headers
}

/** RFC 6750 section 3: what a client must send, and whether the token it sent was refused. */
export const challengeOf = (presented: boolean) =>
  presented ? 'Bearer realm="cache purge", error="invalid_token"' : 'Bearer realm="cache purge"'

/** JSON routes (purge, log): a bearer token, or 401 / 429 / 503 as JSON. Sets `editor`. */
export const editorAuth = () =>
  createMiddleware<PurgeEnv>(async function editorAuth(c, next) {
    const auth = await authenticateLimited(c, bearerTokenOf(c.req.header('authorization')))
    if (!auth.ok) {
      const headers = { 'cache-control': 'no-store', ...refusalHeadersOf(auth) }
      return c.json({ error: auth.error }, auth.status, headers)
    }
    c.set('editor', auth.editor)
    await next()
  })
