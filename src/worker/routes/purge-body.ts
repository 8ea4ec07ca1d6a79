import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * The size limit of purge bodies, against oversized posts: MAX_TARGETS paths or addresses of up to
 * 512 characters fit with room to spare; anything larger is refused before it is read whole.
 */
export const MAX_PURGE_BODY_BYTES = 32 * 1024

export const TOO_LARGE = `The request body is larger than ${MAX_PURGE_BODY_BYTES} bytes`

/** 413 past the limit: as JSON, or as `onTooLarge` answers it (the editors' page: as the page). */
export const purgeBodyLimit = (
  onTooLarge: (c: Context) => Response | Promise<Response> = (c) =>
    c.json({ error: TOO_LARGE }, 413, { 'cache-control': 'no-store' }),
) => bodyLimit({ maxSize: MAX_PURGE_BODY_BYTES, onError: onTooLarge })

export type JsonBody = { ok: true; value: unknown } | { ok: false; error: string }

/**
 * The body as JSON, whatever its content type says (`curl -d` sends JSON as a form). What was
 * wrong with it is said in our words: the parser's message would repeat the caller's input.
 */
export const readJsonBody = async (c: Context): Promise<JsonBody> => {
  const text = await c.req.text()
  if (text.trim() === '') return { ok: false, error: 'The request has no body: send a JSON object' }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, error: 'Malformed JSON body: send a JSON object' }
  }
}
