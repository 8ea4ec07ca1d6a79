import type { ContentElement, Page, PagePayload } from '../../lib/page'
import type { ElementFill, FillContext } from './element-fill'
import type { ContentOf, ElementType } from './element-type'
import { elementDefinitions } from './generated/server'
import { isElementType } from './schemas'
import type { ElementFills } from './streamed-fills'

/**
 * CType → its server fill (./element-fill.ts), for the worker only: the one its definition names
 * (../<CType>/definition.ts), beside its schema, as a Hydrogen route declares its loader. A CType
 * without one renders what the CMS sent.
 */
const elementFills = Object.fromEntries(
  Object.entries(elementDefinitions).flatMap(([type, definition]) =>
    definition.fill ? [[type, definition.fill]] : [],
  ),
) as { readonly [T in ElementType]?: ElementFill<ContentOf<T>> }

interface FilledElement {
  content: Readonly<Record<string, unknown>>
  missing: boolean
  status: 404 | 410 | null
  pageTitle: string | null
  languageLink: ((link: string, locale: string) => string | null) | null
}

/** One element's fill, bound to its content. */
interface BoundFill {
  id: string
  streamed: (context: FillContext) => boolean
  run(context: FillContext): Promise<FilledElement>
}

const bind = <T extends ElementType>(type: T, element: ContentElement): BoundFill | null => {
  const declared: ElementFill<ContentOf<T>> | undefined = elementFills[type]
  if (!declared) return null
  // The one place the content's type is taken on trust: the worker parsed it with T's schema
  // before caching the page (src/worker/cms/normalise.ts, cached-elements.ts).
  const content = element.content as ContentOf<T>
  return {
    id: String(element.id),
    streamed: (context) =>
      typeof declared.streamed === 'function' ? declared.streamed(context) : declared.streamed,
    run: async (context) => {
      const filled = await declared.fill(content, context)
      const relink = declared.languageLink
      return {
        content: filled,
        missing: declared.missing?.(filled) ?? false,
        status: declared.status?.(filled) ?? null,
        pageTitle: declared.pageTitle?.(filled) ?? null,
        languageLink: relink ? (link, locale) => relink(filled, link, locale) : null,
      }
    },
  }
}

/** The page's elements with a fill: those of its columns (not inside shortcuts). */
const fillsOf = (page: Page): BoundFill[] =>
  Object.values(page.content)
    .flat()
    .flatMap((element) => {
      const bound =
        element.problem === undefined && isElementType(element.type)
          ? bind(element.type, element)
          : null
      return bound ? [bound] : []
    })

const runAll = async (fills: readonly BoundFill[], context: FillContext) =>
  Promise.all(fills.map(async (fill) => [fill.id, await fill.run(context)] as const))

const contentsOf = (entries: readonly (readonly [string, FilledElement])[]): ElementFills =>
  Object.fromEntries(entries.map(([id, filled]) => [id, filled.content]))

/** The payload with each filled element's content replaced, by element id. */
export const withElementFills = (payload: PagePayload, fills: ElementFills): PagePayload => {
  if (payload.kind !== 'page' || Object.keys(fills).length === 0) return payload
  const fill = (element: ContentElement): ContentElement => {
    const content = fills[String(element.id)]
    return content ? { ...element, content: { ...content } } : element
  }
  const content = Object.fromEntries(
    Object.entries(payload.page.content).map(([column, elements]) => [column, elements.map(fill)]),
  )
  return { ...payload, page: { ...payload.page, content } }
}

const namedAfter = (page: Page, title: string | undefined): Page =>
  title
    ? {
        ...page,
        title,
        breadcrumbs: page.breadcrumbs.map((crumb) => (crumb.current ? { ...crumb, title } : crumb)),
      }
    : page

/**
 * The page's language links as its filled elements address it in each language (a product's url
 * key per store view); a language an element has no address in is marked untranslated.
 */
const relinked = (
  page: Page,
  filled: readonly FilledElement[],
  locales: FillContext['locales'],
): Page => {
  const relinks = filled.flatMap((element) => (element.languageLink ? [element.languageLink] : []))
  if (relinks.length === 0) return page
  const codes = new Map(locales.map((locale) => [locale.languageId, locale.code]))
  const i18n = page.i18n.map((entry) => {
    const locale = codes.get(entry.languageId)
    if (locale === undefined) return entry
    let link: string | null = entry.link
    for (const relink of relinks) link = link === null ? null : relink(link, locale)
    return link === null ? { ...entry, available: false } : { ...entry, link }
  })
  return { ...page, i18n }
}

export interface FilledPage {
  /** The payload with the fills the render waits for. */
  payload: PagePayload
  /** A fill found that the page names nothing that exists (an unknown product): a 404. */
  missing: boolean
  /**
   * The status a fill the render waited for gave the page, which it still renders (a closed
   * posting's 410, a listing page past the last's 404); null: the payload's own.
   */
  status: 404 | 410 | null
  /** The streamed fills (never rejects: their loaders do not); null when the page has none. */
  streamed: Promise<ElementFills> | null
}

/**
 * Runs the fills of a page's elements (the route loader's last step): all start at once, the
 * streamed ones are handed back as a promise, the others are in the returned payload. Each fill
 * reads only what its element shows, so a page's cost does not grow with the shop.
 */
export const fillPage = async (payload: PagePayload, context: FillContext): Promise<FilledPage> => {
  if (payload.kind !== 'page') return { payload, missing: false, status: null, streamed: null }
  const fills = fillsOf(payload.page)
  const streamedFills = fills.filter((fill) => fill.streamed(context))
  const streamed = streamedFills.length > 0 ? runAll(streamedFills, context).then(contentsOf) : null
  const awaited = await runAll(
    fills.filter((fill) => !fill.streamed(context)),
    context,
  )
  if (awaited.length === 0) return { payload, missing: false, status: null, streamed }
  const title = awaited.map(([, filled]) => filled.pageTitle).find((name) => name !== null)
  const filled = withElementFills(payload, contentsOf(awaited))
  const elements = awaited.map(([, element]) => element)
  return {
    payload:
      filled.kind === 'page'
        ? {
            ...filled,
            page: relinked(namedAfter(filled.page, title ?? undefined), elements, context.locales),
          }
        : filled,
    missing: awaited.some(([, filled]) => filled.missing),
    status: awaited.map(([, filled]) => filled.status).find((status) => status !== null) ?? null,
    streamed,
  }
}
