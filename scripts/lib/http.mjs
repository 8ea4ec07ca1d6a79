// HTTP helpers for the figures: loopback only, every request and every loop bounded in time.
import { gzipSync } from 'node:zlib'

const REQUEST_TIMEOUT_MS = 15_000

/** GET a URL; resolves with status, headers and the body as a Buffer. */
export const get = async (url, { headers = {}, timeoutMs = REQUEST_TIMEOUT_MS } = {}) => {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, body }
}

export const getText = async (url, options) => {
  const response = await get(url, options)
  return { ...response, text: response.body.toString('utf8') }
}

/**
 * One timed GET, reading the body as a stream: time to the response headers, to the first body
 * byte and to the last one, in ms from the moment the request is sent. With `keepBody`, the
 * body comes back as `text` too (for checking what was measured).
 */
export const timedGet = async (
  url,
  { headers = {}, timeoutMs = REQUEST_TIMEOUT_MS, keepBody = false } = {},
) => {
  const started = performance.now()
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
  const headersMs = performance.now() - started
  let firstByteMs = null
  let bytes = 0
  const chunks = []
  for await (const chunk of response.body) {
    if (firstByteMs === null) firstByteMs = performance.now() - started
    bytes += chunk.byteLength
    if (keepBody) chunks.push(chunk)
  }
  return {
    status: response.status,
    headers: response.headers,
    headersMs,
    firstByteMs: firstByteMs ?? headersMs,
    lastByteMs: performance.now() - started,
    bytes,
    ...(keepBody ? { text: Buffer.concat(chunks).toString('utf8') } : {}),
  }
}

/**
 * Requests `url` up to `total` times with at most `concurrency` in flight, sending no new request
 * after `deadlineMs`: a slow server shortens the loop instead of stretching the run. Requests in
 * flight at the deadline may finish (each is bounded by its own timeout). `onResponse` sees each
 * { status, headers }. Resolves with { sent, completed, failed, ms }.
 */
export const loadLoop = async ({ url, total, concurrency, deadlineMs, onResponse = () => {} }) => {
  const started = performance.now()
  const stopAt = started + deadlineMs
  let sent = 0
  let completed = 0
  let failed = 0
  const worker = async () => {
    while (sent < total && performance.now() < stopAt) {
      sent += 1
      try {
        const response = await get(url)
        completed += 1
        onResponse(response)
      } catch {
        failed += 1
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { sent, completed, failed, ms: performance.now() - started }
}

/** Sizes as a browser downloads them: raw, and gzip at zlib's default level (what servers use). */
export const sizes = (buffer) => ({ raw: buffer.byteLength, gzip: gzipSync(buffer).byteLength })

const BOOTSTRAP = /<script[^>]*\bid="__BOOTSTRAP__"[^>]*>([\s\S]*?)<\/script>/

/** The bootstrap snapshot the worker embeds for hydration (src/app/bootstrap.ts). */
export const bootstrapOf = (html) => {
  const match = BOOTSTRAP.exec(html)
  if (!match) throw new Error('no <script id="__BOOTSTRAP__"> in the page')
  // The worker escapes it with \u003c etc. (src/lib/safe-json.ts), which JSON.parse undoes.
  return JSON.parse(match[1])
}

/**
 * An editor's purge (POST /_cache/purge, src/worker/purge) with the bench's own token: resolves
 * with the number of cache entries it removed.
 */
export const purge = async (origin, purgeToken, body) => {
  const response = await fetch(`${origin}/_cache/purge`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${purgeToken}`,
      'content-type': 'application/json',
      'x-editor': 'bench',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`POST /_cache/purge answered ${response.status}`)
  const { removed } = await response.json()
  return removed
}
