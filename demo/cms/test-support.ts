import app from '../index'
import { SITE_SPECS } from './sites'
import type { NavItem } from './types'

/** Helpers shared by the demo CMS tests: requests through the worker app, JSON walking. */

export const ORIGIN = 'http://127.0.0.1:8788'

export interface JsonAnswer {
  status: number
  contentType: string
  body: unknown
}

const answers = new Map<string, Promise<JsonAnswer>>()

/**
 * Who asks: an editor (TYPO3's backend session cookie, which the storefront forwards with a
 * preview) sees every page, drafts included, as the content tests read them; the public gets
 * a draft's 404.
 */
export type Viewer = 'editor' | 'public'

const EDITOR_SESSION = { cookie: 'be_typo_user=demo-editor' }

/** GET `path` from the demo worker (memoised: the content is immutable). */
export const getJson = (
  path: string,
  origin = ORIGIN,
  viewer: Viewer = 'editor',
): Promise<JsonAnswer> => {
  const url = `${origin}${path}`
  const key = `${viewer} ${url}`
  let answer = answers.get(key)
  if (!answer) {
    const init = viewer === 'editor' ? { headers: EDITOR_SESSION } : {}
    answer = Promise.resolve(app.request(url, init)).then(async (res) => ({
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body: (await res.json()) as unknown,
    }))
    answers.set(key, answer)
  }
  return answer
}

/** Every site and locale, with the CMS base of its pages ('/cms/vitalis-de') and its prefix. */
export const SITE_LOCALES = SITE_SPECS.flatMap((site) =>
  site.locales.map((locale, index) => ({
    siteId: site.id,
    locale: locale.code,
    prefix: index === 0 ? '' : `/${locale.code}`,
    cms: `/cms/${site.id}`,
  })),
)

/** Every string anywhere in a JSON value. */
export const allStrings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(allStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings)
  return []
}

/** Menu entries and their children, flattened. */
export const flattenNav = (items: NavItem[]): NavItem[] =>
  items.flatMap((item) => [item, ...flattenNav(item.children ?? [])])

/** Internal hrefs in editor HTML ('/ratgeber', not 'mailto:' or 'https://'). */
export const internalHrefs = (html: string): string[] =>
  [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] as string)
