import {
  categoryViewHref,
  categoryViewOfPage,
  elementStructuredData,
  type CategoryView,
  pageLeadImage,
  plainTextOf,
  productDetailOfPage,
  productStructuredData,
} from '../../elements'
import { responsiveSources, type ImageTransform } from '../../lib/images/responsive-image'
import type { LanguageLink, Page } from '../../lib/page'

/**
 * The document head of a page (SPEC.md section 2 'Page meta'): one pure function used by the
 * worker's SSR and by client navigation, so both write the same tags.
 */
export interface HeadTag {
  /** 'name' for standard and Twitter tags, 'property' for Open Graph. */
  key: 'name' | 'property'
  value: string
  content: string
}

export interface HeadLink {
  rel: 'canonical' | 'alternate'
  href: string
  hreflang?: string
}

/**
 * `<link rel="preload" as="image">` of the page's priority image (src/elements/lead-image.ts),
 * which the head streams before the body: the browser fetches it before it meets the <img>.
 * Only for an image the <img> loads by its address alone (no srcset: an SVG, a site without
 * image transformations), so the two are one request. An image with a srcset is preloaded by
 * React itself, with the <img>'s own srcset and sizes, at the start of the body's stream; a
 * preload of its bare address would fetch the 2,000 px original besides the width the screen
 * takes (116 KB more on the demo's home page, on a phone's connection).
 */
export interface ImagePreload {
  href: string
}

export interface PageHead {
  title: string
  lang: string
  dir: 'ltr' | 'rtl'
  bodyClass: string
  meta: HeadTag[]
  links: HeadLink[]
  /** schema.org JSON-LD objects, each written as a script element of its own. */
  structuredData: Record<string, unknown>[]
  imagePreload: ImagePreload | null
}

export interface HeadContext {
  origin: string
  /** The shopper-visible path of the page. */
  path: string
  /** Language tag of the active locale (site configuration), used when the page has no i18n entry. */
  languageTag: string
  direction: 'ltr' | 'rtl'
  /** The page's languages, as the language switcher lists them (../page-languages.ts). */
  languages: LanguageLink[]
  /** The site's image transformations (`images.transform`), if it has them. */
  imageTransform: ImageTransform | undefined
}

const absolute = (origin: string, href: string) => {
  if (href === '') return ''
  try {
    return new URL(href, origin).toString()
  } catch {
    return ''
  }
}

const alternateLinks = (
  languages: LanguageLink[],
  origin: string,
  category: CategoryView | null,
): HeadLink[] =>
  languages
    .filter((language) => language.available && language.link !== '')
    .flatMap((language) => {
      // Magento's category uids are the same in every store view: each language's category view.
      const link = category ? categoryViewHref(language.link, category) : language.link
      const href = absolute(origin, link)
      const hreflang = language.hreflang || language.twoLetterIsoCode
      const links: HeadLink[] = [{ rel: 'alternate', href, hreflang }]
      if (language.languageId === 0) links.push({ rel: 'alternate', href, hreflang: 'x-default' })
      return links
    })

const imagePreloadOf = (page: Page, transform: ImageTransform | undefined): ImagePreload | null => {
  const media = pageLeadImage(page)?.media
  if (!media?.url) return null
  const sources = responsiveSources(transform, media.url, media.width)
  return sources.srcSet === undefined ? { href: sources.src } : null
}

export const pageHead = (page: Page, context: HeadContext): PageHead => {
  // A product detail page is the product's: the CMS's detail page is one template for all.
  const product = productDetailOfPage(page)
  // A listing's category view is the category's page: named after it, its own canonical.
  const category = product ? null : categoryViewOfPage(page)
  const title = product
    ? product.metaTitle || product.product.name
    : (category?.name ?? (page.meta.title || page.title))
  const description = product
    ? product.metaDescription ||
      plainTextOf(product.shortDescription) ||
      plainTextOf(product.description)
    : page.meta.description
  const active = context.languages.find((language) => language.active)
  const pageHref = page.meta.canonical || context.path
  const canonical = absolute(
    context.origin,
    category ? categoryViewHref(pageHref, category) : pageHref,
  )
  const structuredData = product
    ? [productStructuredData(product, canonical, context.origin)]
    : elementStructuredData(page, canonical, context.origin)
  // Open Graph's types: a guide article's page is an article, a product's a product.
  const ogType = product
    ? 'product'
    : structuredData.some((data) => data['@type'] === 'Article')
      ? 'article'
      : 'website'
  const tags: [HeadTag['key'], string, string][] = [
    ['name', 'description', description],
    ['name', 'robots', page.meta.robots],
    ['name', 'twitter:card', page.meta.twitterCard || 'summary'],
    ['name', 'twitter:title', page.meta.twitterTitle || title],
    ['name', 'twitter:description', page.meta.twitterDescription || description],
    ['name', 'twitter:image', absolute(context.origin, page.meta.twitterImage)],
    ['property', 'og:type', ogType],
    ['property', 'og:title', page.meta.ogTitle || title],
    ['property', 'og:description', page.meta.ogDescription || description],
    [
      'property',
      'og:image',
      absolute(context.origin, page.meta.ogImage || (product?.images[0]?.url ?? '')),
    ],
  ]
  return {
    title,
    lang: active?.hreflang || active?.twoLetterIsoCode || context.languageTag,
    dir: active?.direction ?? context.direction,
    bodyClass: [`page-${page.id}`, page.appearance.layout].filter(Boolean).join(' '),
    meta: tags
      .filter(([, , content]) => content !== '')
      .map(([key, value, content]) => ({ key, value, content })),
    links: [
      { rel: 'canonical', href: canonical },
      ...alternateLinks(context.languages, context.origin, category),
    ],
    structuredData,
    imagePreload: imagePreloadOf(page, context.imageTransform),
  }
}

/** Head of a page-less response (error without a CMS fallback page). */
export const errorHead = (
  title: string,
  context: Pick<HeadContext, 'languageTag' | 'direction'>,
): PageHead => ({
  title,
  lang: context.languageTag,
  dir: context.direction,
  bodyClass: 'page-error',
  meta: [{ key: 'name', value: 'robots', content: 'noindex,nofollow' }],
  links: [],
  structuredData: [],
  imagePreload: null,
})
