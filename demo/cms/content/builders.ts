import { findMedia } from '../../media/library'
import type { ContentElement, FileRef, Gallery, HeaderFields, HeaderLink, NavItem } from '../types'
import { URL_KEY_PLACEHOLDER } from '../product-route'

/**
 * One short call per content element. Every builder takes the header first and returns a
 * complete EXT:headless element; ids are derived from the page uid (uid × 100 + n), so they
 * are stable across requests. Media URLs start with ORIGIN, which the route replaces with the
 * request's origin.
 */

export const ORIGIN = '{origin}'

/** What a builder needs from the page tree of its locale, relative to the page being built. */
export interface BuilderScope {
  pageId: number
  rootCategoryId: number
  link: (key: string) => string
  nav: (key: string) => NavItem
  children: (key: string) => NavItem[]
  sitemap: () => NavItem[]
  shared: (name: string) => ContentElement[]
}

export interface ElementOptions {
  subheader?: string
  headerLayout?: HeaderFields['headerLayout']
  headerPosition?: HeaderFields['headerPosition']
  link?: string | { href: string; text: string; target?: string }
  layout?: string
  frameClass?: string
  spaceBefore?: string
  spaceAfter?: string
}

export interface GalleryOptions extends ElementOptions {
  columns?: number
  position?: Gallery['position']['horizontal']
  vertical?: Gallery['position']['vertical']
  width?: number
  enlarge?: boolean
}

const headerLink = (link: ElementOptions['link']): HeaderFields['headerLink'] => {
  if (link === undefined) return ''
  const { href, text, target } = typeof link === 'string' ? { href: link, text: link } : link
  const value: HeaderLink = {
    href,
    target: target ?? null,
    class: null,
    title: text,
    linkText: text,
    additionalAttributes: [],
  }
  return value
}

const formatSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`

export const createBuilder = (scope: BuilderScope) => {
  let elements = 0
  let files = 0

  const element = (
    type: string,
    header: string,
    o: ElementOptions,
    fields: Record<string, unknown> = {},
  ): ContentElement => ({
    id: scope.pageId * 100 + ++elements,
    type,
    colPos: 0,
    categories: '',
    appearance: {
      layout: o.layout ?? 'default',
      frameClass: o.frameClass ?? 'default',
      spaceBefore: o.spaceBefore ?? '',
      spaceAfter: o.spaceAfter ?? '',
    },
    content: {
      header,
      subheader: o.subheader ?? '',
      headerLayout: o.headerLayout ?? (header ? 2 : 0),
      headerPosition: o.headerPosition ?? '',
      headerLink: headerLink(o.link),
      ...fields,
    },
  })

  /** A file reference to a demo media file; `name` without extension means an SVG picture. */
  const file = (name: string, alternative: string, description: string | null = null): FileRef => {
    const fileName = name.includes('.') ? name : `${name}.svg`
    const asset = findMedia(fileName)
    if (!asset) throw new Error(`demo media file ${fileName} does not exist`)
    const dimensions = { width: asset.width, height: asset.height }
    return {
      publicUrl: `${ORIGIN}/media/${fileName}`,
      properties: {
        title: asset.type === 'application' ? asset.title : null,
        alternative: asset.type === 'image' ? alternative : null,
        description,
        mimeType: asset.mimeType,
        type: asset.type,
        filename: fileName,
        originalUrl: `/media/${fileName}`,
        uidLocal: asset.uid,
        fileReferenceUid: scope.pageId * 1000 + ++files,
        size: formatSize(asset.bytes),
        link: null,
        dimensions,
        cropDimensions: dimensions,
        crop:
          asset.type === 'image'
            ? {
                default: {
                  cropArea: { x: 0, y: 0, width: 1, height: 1 },
                  selectedRatio: 'NaN',
                  focusArea: null,
                },
              }
            : '',
        autoplay: null,
        extension: asset.extension,
      },
    }
  }

  const gallery = (images: FileRef[], o: GalleryOptions): Gallery => {
    const columns = Math.min(o.columns ?? images.length, images.length) || 1
    const rows: Gallery['rows'] = {}
    images.forEach((image, i) => {
      const row = (rows[String(Math.floor(i / columns) + 1)] ??= { columns: {} })
      row.columns[String((i % columns) + 1)] = image
    })
    return {
      position: {
        horizontal: o.position ?? 'center',
        vertical: o.vertical ?? 'above',
        noWrap: false,
      },
      width: o.width ?? 600,
      count: { files: images.length, columns, rows: Math.ceil(images.length / columns) },
      columnSpacing: 10,
      border: { enabled: false, width: 2, padding: 0 },
      rows,
    }
  }

  const media =
    (type: 'textmedia' | 'textpic') =>
    (header: string, bodytext: string, images: FileRef | FileRef[], o: GalleryOptions = {}) =>
      element(type, header, o, {
        bodytext,
        gallery: gallery([images].flat(), {
          vertical: 'intext',
          position: 'right',
          width: 300,
          ...o,
        }),
        enlargeImageOnClick: o.enlarge ?? false,
      })

  return {
    ...scope,
    file,
    header: (header: string, o: ElementOptions = {}) =>
      element('header', header, { headerLayout: 1, ...o }),
    text: (header: string, bodytext: string, o: ElementOptions = {}) =>
      element('text', header, o, { bodytext }),
    textmedia: media('textmedia'),
    textpic: media('textpic'),
    image: (header: string, images: FileRef[], o: GalleryOptions = {}) =>
      element('image', header, o, {
        gallery: gallery(images, o),
        enlargeImageOnClick: o.enlarge ?? true,
      }),
    bullets: (header: string, items: string[], o: ElementOptions & { ordered?: boolean } = {}) =>
      element('bullets', header, o, { bulletsType: o.ordered ? 1 : 0, bodytext: items }),
    definitions: (
      header: string,
      items: [term: string, definition: string][],
      o: ElementOptions = {},
    ) => element('bullets', header, o, { bulletsType: 2, bodytext: items }),
    table: (
      header: string,
      rows: string[][],
      o: ElementOptions & {
        caption?: string
        tableHeader?: 0 | 1 | 2
        tfoot?: boolean
        tableClass?: string
      } = {},
    ) =>
      element('table', header, o, {
        bodytext: rows,
        tableCaption: o.caption ?? '',
        tableHeaderPosition: o.tableHeader ?? 1,
        tableClass: o.tableClass ?? '',
        tableTfoot: o.tfoot ? 1 : 0,
      }),
    uploads: (
      header: string,
      downloads: FileRef[],
      o: ElementOptions & {
        displayInformation?: 0 | 1 | 2
        fileSize?: boolean
        description?: boolean
      } = {},
    ) =>
      element('uploads', header, o, {
        media: downloads,
        displayInformation: o.displayInformation ?? 1,
        displayFileSizeInformation: o.fileSize === false ? 0 : 1,
        displayDescription: o.description === false ? 0 : 1,
      }),
    html: (header: string, bodytext: string, o: ElementOptions = {}) =>
      element('html', header, o, { bodytext }),
    menuPages: (header: string, keys: string[], o: ElementOptions = {}) =>
      element('menu_pages', header, o, { menu: keys.map(scope.nav) }),
    menuSubpages: (header: string, parentKey: string, o: ElementOptions = {}) =>
      element('menu_subpages', header, o, { menu: scope.children(parentKey) }),
    menuSitemap: (header: string, o: ElementOptions = {}) =>
      element('menu_sitemap', header, o, { menu: scope.sitemap() }),
    shortcut: (header: string, referenced: ContentElement[], o: ElementOptions = {}) =>
      element('shortcut', header, o, { shortcut: referenced }),
    div: (o: ElementOptions = {}) => element('div', '', { frameClass: 'ruler-before', ...o }),
    /**
     * EXT:news' plugin in its list action, as EXT:headless_news serializes it into `data`; the
     * CMS fills in the records of the request's page and category (../news-route.ts).
     */
    newsList: (header: string, o: ElementOptions = {}) =>
      element('news_pi1', header, o, {
        data: {
          pagination: null,
          list: [],
          settings: {
            orderBy: 'datetime',
            orderDirection: 'desc',
            templateLayout: '',
            action: 'list',
          },
          categoryMenu: null,
        },
      }),
    /**
     * The recipe list plugin: EXT:headless_news' list data with every recipe of the page; the
     * CMS filters it per request (../recipe-demand.ts). `link` is the list page's URL.
     */
    recipesList: (
      header: string,
      link: string,
      data: Record<string, unknown>,
      o: ElementOptions = {},
    ) => element('recipes_list', header, o, { link, data }),
    /** The recipe detail plugin: EXT:headless_news' detail data; `link` leads back to the list. */
    recipeDetail: (link: string, data: Record<string, unknown>) =>
      element('recipes_detail', '', {}, { link, data }),
    /**
     * The job list plugin: EXT:headless_news' list data with every posting of the page; the CMS
     * filters it per request (../job-demand.ts). `link` is the list page's URL.
     */
    jobsList: (
      header: string,
      link: string,
      data: Record<string, unknown>,
      o: ElementOptions = {},
    ) => element('jobs_list', header, o, { link, data }),
    /** The job detail plugin: EXT:headless_news' detail data; `link` leads back to the list. */
    jobDetail: (link: string, data: Record<string, unknown>) =>
      element('jobs_detail', '', {}, { link, data }),
    /**
     * The pharmacy finder's plugin (CType pharmacy_search): `data` with the pharmacies, the place
     * table and the request's `q`, which the CMS fills in per request (../pharmacy-route.ts).
     */
    pharmacySearch: (header: string, data: Record<string, unknown>, o: ElementOptions = {}) =>
      element('pharmacy_search', header, o, { data }),
    /** EXT:form's element: `link` is where it posts (HTML-escaped), `form` its definition. */
    form: (header: string, link: string, form: Record<string, unknown>, o: ElementOptions = {}) =>
      element('form_formframework', header, o, { link, form }),
    hero: (
      title: string,
      o: ElementOptions & {
        bodytext?: string
        image?: FileRef | null
        search?: { placeholder: string; buttonLabel: string } | null
      } = {},
    ) =>
      element(
        'hero_banner',
        title,
        { headerLayout: 1, layout: 'hero', frameClass: 'none', ...o },
        {
          bodytext: o.bodytext ?? '',
          image: o.image ?? null,
          search: o.search ?? null,
        },
      ),
    productListing: (
      header: string,
      categoryId: number,
      pageSize: number,
      o: ElementOptions = {},
    ) => element('product_listing', header, o, { categoryId, pageSize }),
    /** The product plugin; the route enhancer (../product-route.ts) puts the url key in. */
    productDetail: () => element('product_detail', '', {}, { urlKey: URL_KEY_PLACEHOLDER }),
    cart: (header: string, o: ElementOptions = {}) => element('cart', header, o),
    checkoutSuccess: (header: string, bodytext: string, o: ElementOptions = {}) =>
      element('checkout_success', header, o, { bodytext }),
    login: (header: string, o: ElementOptions & { bodytext?: string } = {}) =>
      element('login', header, o, { bodytext: o.bodytext ?? '' }),
    /** The account overview: greeting, the account areas (`links`), sign-out. */
    account: (
      header: string,
      o: ElementOptions & { bodytext?: string; links?: { title: string; link: string }[] } = {},
    ) => element('account', header, o, { bodytext: o.bodytext ?? '', links: o.links ?? [] }),
    /** Create an account, password forgotten/reset, account information (storefront forms). */
    accountScreen: (
      type: 'account_register' | 'account_password' | 'account_information',
      header: string,
      bodytext: string,
      o: ElementOptions = {},
    ) => element(type, header, o, { bodytext }),
    accountAddresses: (header: string, bodytext: string, o: ElementOptions = {}) =>
      element('account_addresses', header, o, { bodytext }),
    /** The customer's wishlist (items, remove, move to the cart). */
    accountWishlist: (header: string, bodytext: string, o: ElementOptions = {}) =>
      element('account_wishlist', header, o, { bodytext }),
    /** The account's orders (list and, with ?order=, one order); `returnsLink`: the returns page. */
    accountOrders: (header: string, returnsLink: string, o: ElementOptions = {}) =>
      element('account_orders', header, o, { returnsLink }),
    /** The account's returns (list, ?return= one return, ?order= a new return for an order). */
    accountReturns: (header: string, ordersLink: string, o: ElementOptions = {}) =>
      element('account_returns', header, o, { ordersLink }),
    /** The guest order lookup (order number, email, last name). */
    orderLookup: (header: string, o: ElementOptions = {}) => element('order_lookup', header, o),
  }
}

export type Builder = ReturnType<typeof createBuilder>
