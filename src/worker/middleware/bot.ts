import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

/** Crawlers and audit tools (SPEC.md section 2): they get whole documents and no error pages. */
const BOT_PATTERN = /bot|lighthouse|facebook|google/i

export const isBotUserAgent = (userAgent: string | undefined): boolean =>
  userAgent !== undefined && BOT_PATTERN.test(userAgent)

export const botDetector = (): MiddlewareHandler<AppEnv> =>
  async function botDetector(c, next) {
    c.set('isBot', isBotUserAgent(c.req.header('user-agent')))
    await next()
  }
