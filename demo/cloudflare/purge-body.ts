import { z } from 'zod'
import { ERRORS, type CloudflareError } from './errors'

/**
 * The body of a purge call, checked as the zone purge API checks it
 * (https://developers.cloudflare.com/api/resources/cache/methods/purge/): exactly one kind per
 * call, at most 100 items, tags of printable ASCII without spaces and at most 1,024 characters
 * (https://developers.cloudflare.com/cache/how-to/purge-cache/purge-by-tags/). Stricter where
 * production's answer is unknown (an empty list, a host with a scheme): a storefront that
 * passes here sends what the documentation describes.
 */
export const PURGE_KINDS = ['tags', 'hosts', 'prefixes', 'files', 'everything'] as const
export type PurgeKind = (typeof PURGE_KINDS)[number]
type ListKind = Exclude<PurgeKind, 'everything'>
const LIST_KINDS: readonly ListKind[] = ['tags', 'hosts', 'prefixes', 'files']

/** Per call on every plan for tags, hosts and prefixes, and for files below Enterprise. */
export const MAX_ITEMS = 100
export const MAX_TAG_LENGTH = 1024

/** A rule over one value: the error it breaks, or null. */
const rule =
  <T>(check: (value: T) => CloudflareError | null) =>
  (value: T, ctx: z.RefinementCtx) => {
    const error = check(value)
    if (error) ctx.addIssue({ code: 'custom', message: error.message, params: { error } })
  }

const NON_PRINTABLE = /[^\x20-\x7e]/
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i
const HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i

const tag = z.string().superRefine(
  rule((value: string) => {
    if (NON_PRINTABLE.test(value)) return ERRORS.tagNonPrintable
    if (value.length > MAX_TAG_LENGTH) return ERRORS.tagTooLong(value)
    if (value === '' || value.includes(' '))
      return ERRORS.item('Tags may not be empty or contain spaces')
    return null
  }),
)
const host = z
  .string()
  .superRefine(
    rule((value: string) =>
      HOST.test(value)
        ? null
        : ERRORS.item('Hosts are names like www.example.com, without a scheme'),
    ),
  )
const prefix = z
  .string()
  .superRefine(
    rule((value: string) =>
      value !== '' && !SCHEME.test(value) && !/\s/.test(value)
        ? null
        : ERRORS.item('Prefixes are a host and a path like www.example.com/foo, without a scheme'),
    ),
  )
const isHttpUrl = (value: string) =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
const fileUrl = z.string().refine(isHttpUrl)
const file = z.union([
  fileUrl,
  z.object({ url: fileUrl, headers: z.record(z.string(), z.string()).optional() }),
])

export type PurgeItem = string | z.output<typeof file>

/** The count first, as a caller over the limit must split the call whatever its items hold. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .superRefine(
      rule((items: unknown[]) => {
        if (items.length === 0) return ERRORS.item('The list names nothing to purge')
        if (items.length > MAX_ITEMS)
          return ERRORS.item(`A call purges at most ${MAX_ITEMS} items, not ${items.length}`)
        return null
      }),
    )
    .pipe(z.array(item))

const LISTS = { tags: list(tag), hosts: list(host), prefixes: list(prefix), files: list(file) }

/** What an item that is not even the right type should have been. */
const ITEM_SHAPES: Record<ListKind, string> = {
  tags: 'strings',
  hosts: 'strings',
  prefixes: 'strings',
  files: 'http(s) URLs or { url, headers } objects',
}

const toCloudflare = (kind: ListKind, issue: z.core.$ZodIssue): CloudflareError[] => {
  // The array itself is of the wrong type: production answers this one alone.
  if (issue.code === 'invalid_type' && issue.path.length === 0) return [ERRORS.notArray]
  const own = issue.code === 'custom' ? (issue.params?.error as CloudflareError | undefined) : null
  return [own ?? ERRORS.item(`"${kind}" items must be ${ITEM_SHAPES[kind]}`), ERRORS.purgeErrors]
}

export interface PurgeRequest {
  kind: PurgeKind
  items: PurgeItem[]
}

export type ParsedPurge =
  { ok: true; request: PurgeRequest } | { ok: false; errors: CloudflareError[] }

const body = z.record(z.string(), z.unknown())

export const parsePurgeBody = (text: string): ParsedPurge => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, errors: [ERRORS.malformedJson] }
  }
  const fields = body.safeParse(json)
  if (!fields.success || Array.isArray(json)) return { ok: false, errors: [ERRORS.noKind] }
  const given = fields.data
  const kinds: PurgeKind[] = LIST_KINDS.filter((kind) => given[kind] !== undefined)
  if (given.purge_everything === true) kinds.push('everything')
  const [kind, ...more] = kinds
  if (kind === undefined || more.length > 0) return { ok: false, errors: [ERRORS.noKind] }
  if (kind === 'everything') return { ok: true, request: { kind, items: [] } }
  const items = LISTS[kind].safeParse(given[kind])
  if (!items.success) {
    const [first] = items.error.issues
    return { ok: false, errors: first ? toCloudflare(kind, first) : [ERRORS.purgeErrors] }
  }
  return { ok: true, request: { kind, items: items.data } }
}
