import type { Fault } from '../worker/fake-cms'

/**
 * One generated request, kept as plain data so that fast-check can print, shrink and replay it.
 * The URL is written as a client would write it; the runtime's URL parser then does what it does
 * to it (percent-encodes, resolves dot segments, drops tabs), as in production.
 */
export interface FuzzRequest {
  method: string
  url: string
  /** Header names in lower case; `host` may differ from the URL's host (a forged Host). */
  headers: Record<string, string>
  body: FuzzBody | null
  /** The worker's ENVIRONMENT: development shows stacks, production must not. */
  environment: 'development' | 'production'
  /** What the fake CMS does for this request; anything but 'none' may cost a 502/503/504. */
  cmsFault: Exclude<Fault, 'slow'>
}

export type FuzzBody =
  | { kind: 'text'; text: string }
  /** multipart/form-data, as a browser posts a form with a file input. */
  | { kind: 'form-data'; fields: [string, string][] }

/** The hosts a Location may name: the URL's and the Host header's (the site is found by it). */
export const requestHosts = (request: FuzzRequest): string[] => {
  const hosts = [new URL(request.url).host.toLowerCase()]
  const header = request.headers.host
  if (header !== undefined) hosts.push(header.toLowerCase().trim())
  return hosts
}

/** Bytes the client sent in its body: what an answer that repeats the body may grow with. */
export const bodyLength = (request: FuzzRequest): number => {
  if (request.body === null) return 0
  if (request.body.kind === 'text') return new TextEncoder().encode(request.body.text).length
  return request.body.fields.reduce((sum, [name, value]) => sum + name.length + value.length, 0)
}

export const toRequest = (request: FuzzRequest): Request => {
  let body: BodyInit | null = null
  if (request.body?.kind === 'text') body = request.body.text
  if (request.body?.kind === 'form-data') {
    const form = new FormData()
    for (const [name, value] of request.body.fields) form.append(name, value)
    body = form
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    redirect: 'manual',
    ...(body === null ? {} : { body }),
  })
}
