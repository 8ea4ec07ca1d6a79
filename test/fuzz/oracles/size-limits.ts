import { MAX_TARGETS } from '../../../src/worker/purge/purge-request'
import { bodyLength, type FuzzRequest } from '../request'
import type { Answer } from '../send'
import { mediaTypeOf, violation, type Violation } from './violation'

/**
 * The size limits of answers, in bytes. No answer may grow with what the client sent beyond
 * what is stated here: an error page shows at most 100 characters of a path
 * (src/worker/routes/http-error.ts displayPath), JSON errors name what was wrong, not the input.
 * Figures of the fixtures' pages (test/fixtures/cms.ts): a page or an error page about 31 KB,
 * a payload about 22 KB, the editors' page about 7 KB.
 */
export const SIZE_LIMITS = {
  /** A rendered page (2xx). */
  htmlPage: 96 * 1024,
  /** An error page (4xx, 5xx): the site's error page with header and footer. */
  htmlErrorPage: 48 * 1024,
  /**
   * The editors' page (/_cache): its own size, plus the posted addresses it repeats in its
   * textarea, escaped (a character may become `&quot;`, six of them).
   */
  purgePage: 16 * 1024,
  purgePagePerPostedByte: 6,
  /** Client navigation: the page and, with initialData=1, the locale's initial data. */
  payloadJson: 64 * 1024,
  /** Any other JSON error: a message (and the status). */
  jsonError: 1024,
  /** …plus, for a refused purge, one line per issue, each naming at most one target. */
  jsonErrorPerIssue: 512,
  jsonErrorIssues: 2 * MAX_TARGETS,
  /** Plain text: the bots' errors, the unknown host, Hono's own 404. */
  plainText: 1024,
  /** A redirect's body, if any. */
  redirectBody: 1024,
  /** One response header; a Location may repeat the address asked for, whatever its length. */
  header: 8 * 1024,
} as const

const L = SIZE_LIMITS

/** The editors' answers that list what the cache holds: as long as the cache, not the request. */
const listsTheCache = (request: FuzzRequest, answer: Answer) =>
  answer.status === 200 && /^\/_cache\/(purge|log)\/?$/.test(new URL(request.url).pathname)

const bodyLimit = (request: FuzzRequest, answer: Answer): number | null => {
  const { pathname } = new URL(request.url)
  const type = mediaTypeOf(answer.headers)
  if (request.method.toUpperCase() === 'HEAD' || [204, 304].includes(answer.status)) return 0
  if (answer.status >= 300 && answer.status < 400) return L.redirectBody
  if (type === 'text/html') {
    if (/^\/_cache\/?$/i.test(pathname))
      return L.purgePage + L.purgePagePerPostedByte * bodyLength(request)
    return answer.status >= 400 ? L.htmlErrorPage : L.htmlPage
  }
  if (type === 'application/json') {
    if (listsTheCache(request, answer)) return null
    if (/"payload":/.test(answer.body.slice(0, 200))) return L.payloadJson
    const issues = issuesOf(answer.body)
    return L.jsonError + L.jsonErrorPerIssue * issues
  }
  return L.plainText
}

const issuesOf = (body: string): number => {
  try {
    const parsed = JSON.parse(body) as { issues?: unknown }
    return Array.isArray(parsed.issues) ? parsed.issues.length : 0
  } catch {
    return 0
  }
}

export const sizeViolations = (request: FuzzRequest, answer: Answer): Violation[] => {
  const found: Violation[] = []
  const limit = bodyLimit(request, answer)
  if (limit !== null && answer.size > limit) {
    const type = mediaTypeOf(answer.headers) || 'untyped'
    found.push(
      violation('size-limits', `${answer.status} ${type} of ${answer.size} bytes (limit ${limit})`),
    )
  }
  if (issuesOf(answer.body) > L.jsonErrorIssues) {
    found.push(
      violation('size-limits', `${issuesOf(answer.body)} issues (limit ${L.jsonErrorIssues})`),
    )
  }
  for (const [name, value] of answer.headers) {
    const limit = name === 'location' ? Math.max(L.header, request.url.length) : L.header
    if (value.length > limit) {
      found.push(
        violation('size-limits', `header ${name} of ${value.length} bytes (limit ${limit})`),
      )
    }
  }
  return found
}
