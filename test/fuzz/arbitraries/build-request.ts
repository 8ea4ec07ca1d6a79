import fc from 'fast-check'
import type { FuzzBody, FuzzRequest } from '../request'
import type { Addressing } from './hosts'

/** Parts of a request put together as the FuzzRequest the suites send (../request.ts). */

export const environment = fc.constantFrom<FuzzRequest['environment']>('development', 'production')

const urlOf = ({ urlHost }: Addressing, pathAndQuery: string) => `http://${urlHost}${pathAndQuery}`

const withHost = (headers: Record<string, string>, { hostHeader }: Addressing) =>
  hostHeader === undefined ? headers : { ...headers, host: hostHeader }

/** Healthy upstreams and development, unless said otherwise. */
export const buildRequest = (parts: {
  method: string
  addressing: Addressing
  pathAndQuery: string
  headers: Record<string, string>
  body?: FuzzBody | null
  environment?: FuzzRequest['environment']
}): FuzzRequest => ({
  method: parts.method,
  url: urlOf(parts.addressing, parts.pathAndQuery),
  headers: withHost(parts.headers, parts.addressing),
  body: parts.body ?? null,
  environment: parts.environment ?? 'development',
  cmsFault: 'none',
})
