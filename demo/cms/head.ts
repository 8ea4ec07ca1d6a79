import type { LocaleSpec, PageSpec } from './content/model'
import { flag } from './tree'
import type { I18nItem, PageMeta, PageSeo } from './types'

/** The page head: language links, the classic `meta` object and the newer `seo` object. */

export const i18nEntry = (
  locale: LocaleSpec,
  link: string,
  state: { active: boolean; current: boolean; available: boolean },
): I18nItem => ({
  languageId: locale.languageId,
  locale: locale.locale,
  title: locale.title,
  navigationTitle: locale.title,
  twoLetterIsoCode: locale.code,
  hreflang: locale.hreflang,
  direction: 'ltr',
  flag: locale.flag,
  link,
  active: flag(state.active),
  current: flag(state.current),
  available: flag(state.available),
})

export const metaOf = (
  page: PageSpec,
  locale: LocaleSpec,
  robots: PageMeta['robots'],
  image: PageMeta['ogImage'],
): PageMeta => ({
  title: page.title,
  subtitle: page.subtitle ?? '',
  abstract: page.abstract ?? '',
  description: page.description,
  keywords: page.keywords ?? '',
  canonical: '',
  robots,
  author: locale.author,
  authorEmail: '',
  ogTitle: page.social?.title ?? '',
  ogDescription: page.social?.description ?? '',
  ogImage: image,
  twitterTitle: page.social?.title ?? '',
  twitterDescription: page.social?.description ?? '',
  twitterCard: image ? 'summary_large_image' : 'summary',
  twitterImage: image,
})

/**
 * The `seo` object of newer EXT:headless versions. Links are site-relative: the CMS does not
 * know the storefront's host, so the storefront makes them absolute.
 */
export const seoOf = (
  page: PageSpec,
  o: {
    id: number
    layout: string
    locale: LocaleSpec
    path: string
    i18n: I18nItem[]
    robots: PageMeta['robots']
    image: string
  },
): PageSeo => {
  const robots = `${o.robots.noIndex ? 'noindex' : 'index'},${o.robots.noFollow ? 'nofollow' : 'follow'}`
  const ogTitle = page.social?.title ?? page.title
  const named: Record<string, string> = {
    description: page.description,
    robots,
    'twitter:card': o.image ? 'summary_large_image' : 'summary',
    'twitter:title': ogTitle,
  }
  const properties: Record<string, string> = {
    'og:title': ogTitle,
    'og:description': page.social?.description ?? page.description,
    'og:type': 'website',
    ...(o.image ? { 'og:image': o.image } : {}),
  }
  const available = o.i18n.filter((entry) => entry.available)
  const fallback = available.find((entry) => entry.languageId === 0)
  return {
    title: page.title,
    meta:
      page.seo === 'object'
        ? { ...named, ...properties }
        : [
            ...Object.entries(named).map(([name, content]) => ({ name, content })),
            ...Object.entries(properties).map(([property, content]) => ({ property, content })),
          ],
    link: [
      { rel: 'canonical', href: o.path },
      ...available.map((entry) => ({
        rel: 'alternate' as const,
        hreflang: entry.hreflang,
        href: entry.link,
      })),
      ...(fallback
        ? [{ rel: 'alternate' as const, hreflang: 'x-default', href: fallback.link }]
        : []),
    ],
    htmlAttrs: { lang: o.locale.hreflang, dir: 'ltr' },
    bodyAttrs: { class: `page-${o.id} ${o.layout}` },
  }
}
