import type * as z from 'zod'
import type {
  Breadcrumb,
  ContentElement,
  LanguageLink,
  Media,
  NavItem,
  Page,
  PageMeta,
} from '../../lib'
import type { SiteLocale } from '../../brands/sites'
import type { CmsInitialData } from './cms-initial-data'
import { parseContentElement } from '../../elements/registry/schemas'
import type {
  CmsFile,
  CmsNavItem,
  CmsPage,
  breadcrumbSchema,
  contentElementSchema,
  initialDataSchema,
  languageSchema,
} from './schemas'

/** Turns validated EXT:headless JSON into the storefront's page model (src/lib/page.ts). */

const toMedia = (file: CmsFile): Media => ({
  url: file.publicUrl,
  alt: file.properties.alternative ?? '',
  title: file.properties.title ?? '',
  width: file.properties.dimensions?.width ?? null,
  height: file.properties.dimensions?.height ?? null,
  mimeType: file.properties.mimeType ?? '',
})

const mediaUrl = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'publicUrl' in value) {
    const url = (value as { publicUrl: unknown }).publicUrl
    return typeof url === 'string' ? url : ''
  }
  return ''
}

export const toNavItem = (item: CmsNavItem): NavItem => ({
  title: item.title,
  link: item.link,
  target: item.target,
  active: item.active,
  current: item.current,
  children: item.children.map(toNavItem),
})

const toLanguage = (entry: z.infer<typeof languageSchema>): LanguageLink => ({
  languageId: entry.languageId,
  twoLetterIsoCode: entry.twoLetterIsoCode,
  hreflang: entry.hreflang,
  title: entry.title,
  link: entry.link,
  direction: entry.direction === 'rtl' ? 'rtl' : 'ltr',
  active: entry.active,
  available: entry.available,
})

const toBreadcrumb = (entry: z.infer<typeof breadcrumbSchema>): Breadcrumb => ({
  title: entry.title,
  link: entry.link,
  permaLink: entry.permaLink ?? entry.link,
  current: entry.current,
  exception: entry.exception,
})

/** The element's frame as the storefront models it, its content parsed by its type's schema. */
const toContentElement = (element: z.infer<typeof contentElementSchema>): ContentElement =>
  parseContentElement({
    id: element.id,
    type: element.type,
    colPos: element.colPos,
    appearance: {
      layout: element.appearance.layout ?? '',
      frameClass: element.appearance.frameClass ?? '',
      spaceBefore: element.appearance.spaceBefore ?? '',
      spaceAfter: element.appearance.spaceAfter ?? '',
    },
    content: element.content,
  })

const robotsOf = (noIndex: boolean, noFollow: boolean): string =>
  `${noIndex ? 'noindex' : 'index'},${noFollow ? 'nofollow' : 'follow'}`

/** Reads `seo.meta` in either of its shapes (list of tags, or name → content). */
const seoTags = (seo: NonNullable<CmsPage['seo']>): Map<string, string> => {
  const tags = new Map<string, string>()
  if (Array.isArray(seo.meta)) {
    for (const tag of seo.meta) {
      const key = tag.name ?? tag.property
      if (key) tags.set(key, tag.content)
    }
  } else if (seo.meta) {
    for (const [key, value] of Object.entries(seo.meta))
      tags.set(key, mediaUrl(value) || String(value ?? ''))
  }
  return tags
}

const toMeta = (page: CmsPage): PageMeta => {
  if (page.seo && !page.meta) {
    const tags = seoTags(page.seo)
    const tag = (key: string) => tags.get(key) ?? ''
    return {
      title: page.seo.title ?? '',
      description: tag('description'),
      robots: tag('robots') || 'index,follow',
      twitterTitle: tag('twitter:title'),
      twitterDescription: tag('twitter:description'),
      twitterImage: tag('twitter:image'),
      twitterCard: tag('twitter:card'),
      ogTitle: tag('og:title'),
      ogDescription: tag('og:description'),
      ogImage: tag('og:image'),
      canonical: page.seo.link?.find((link) => link.rel === 'canonical')?.href ?? '',
    }
  }
  const meta = page.meta ?? {}
  return {
    title: meta.title ?? '',
    description: meta.description ?? '',
    robots: robotsOf(meta.robots?.noIndex ?? false, meta.robots?.noFollow ?? false),
    twitterTitle: meta.twitterTitle ?? '',
    twitterDescription: meta.twitterDescription ?? '',
    twitterImage: mediaUrl(meta.twitterImage),
    twitterCard: meta.twitterCard ?? '',
    ogTitle: meta.ogTitle ?? '',
    ogDescription: meta.ogDescription ?? '',
    ogImage: mediaUrl(meta.ogImage),
    canonical: meta.canonical ?? '',
  }
}

/**
 * The site locale an alternate link's hreflang names: the one with that hreflang, else the only
 * one of its language ('en' for a site whose English is 'en-DE').
 */
const localeOfHreflang = (
  locales: readonly SiteLocale[],
  hreflang: string,
): SiteLocale | undefined => {
  const tag = hreflang.toLowerCase()
  const exact = locales.find((locale) => locale.hreflang.toLowerCase() === tag)
  if (exact) return exact
  const language = tag.split('-')[0]
  const sameLanguage = locales.filter((locale) => locale.twoLetterIsoCode === language)
  return sameLanguage.length === 1 ? sameLanguage[0] : undefined
}

/**
 * With `seo`, hreflang alternates may come as link tags instead of an i18n list. They carry no
 * TYPO3 language id, which is what tells the storefront's locales apart
 * (src/app/page-languages.ts): each gets the id of the site locale its hreflang names, and one
 * the site does not serve a negative id, which no locale has. The x-default link is no
 * language of its own.
 */
const languagesOf = (page: CmsPage, context: PageContext): LanguageLink[] => {
  if (page.i18n.length > 0) return page.i18n.map(toLanguage)
  const alternates = (page.seo?.link ?? []).filter(
    (link) => link.rel === 'alternate' && link.hreflang && link.hreflang !== 'x-default',
  )
  // The page's own language is the active one: the language switcher shows it as current.
  const current =
    context.localePrefix === '' ? context.defaultLocale : context.localePrefix.slice(1)
  return alternates.map((link, index) => {
    const hreflang = link.hreflang ?? ''
    const locale = localeOfHreflang(context.locales, hreflang)
    return {
      languageId: locale?.languageId ?? -1 - index,
      twoLetterIsoCode: locale?.twoLetterIsoCode ?? hreflang.slice(0, 2),
      hreflang,
      title: hreflang,
      link: link.href,
      direction: locale?.direction ?? 'ltr',
      active: locale !== undefined && locale.code === current,
      available: true,
    }
  })
}

export interface PageContext {
  /** Path prefix of the request's locale: '' or '/en'. */
  localePrefix: string
  /** The site's locales: which language an hreflang link names. */
  locales: readonly SiteLocale[]
  /** The code of the locale whose paths carry no prefix. */
  defaultLocale: string
}

export const toPage = (page: CmsPage, context: PageContext): Page => {
  const meta = toMeta(page)
  const slug = page.slug.replace(/\/+$/, '') || '/'
  const content: Record<string, ContentElement[]> = {}
  for (const [column, elements] of Object.entries(page.content)) {
    content[column] = elements.map(toContentElement)
  }
  return {
    id: page.id,
    pageType: page.type,
    slug,
    title: meta.title || page.seo?.title || '',
    subtitle: page.meta?.subtitle ?? '',
    author: page.meta?.author ?? '',
    mandatoryText: page.mandatoryText,
    media: page.media.map(toMedia),
    themeWorld: page.themeWorld,
    layoutColor: page.appearance.layoutColor ?? '',
    breadcrumbs: page.breadcrumbs.map(toBreadcrumb),
    isDraft: page.draft,
    isHomepage: slug === '/' || (context.localePrefix !== '' && slug === context.localePrefix),
    appearance: {
      backendLayout: page.appearance.backendLayout ?? '',
      layout: page.appearance.layout || 'default',
    },
    meta,
    i18n: languagesOf(page, context),
    content,
    popupContent: page.popup.map(toContentElement),
    ecommerce: {
      dynamicBanner: page.ecommerce.dynamicBanner ?? false,
      staticBanner: page.ecommerce.staticBanner ?? false,
    },
    workspace: page.workspace,
  }
}

/** `footer`: the link groups of the site's footer source (./footer.ts). */
export const toInitialData = (
  data: z.infer<typeof initialDataSchema>,
  footer: CmsInitialData['footer'],
): CmsInitialData => ({
  navigation: data.navigation.map(toNavItem),
  i18n: data.i18n.map(toLanguage),
  texts: data.texts,
  footer,
})
