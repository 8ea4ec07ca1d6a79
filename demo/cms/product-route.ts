import type { AnyPageJson, CompiledSite } from './compiled-site'

/** What the detail page's element holds until the route enhancer puts a real url key in. */
export const URL_KEY_PLACEHOLDER = 'url-key'

const URL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * TYPO3's route enhancer for the product plugin: `<products page>/<url key>` (in every locale:
 * `/produkte/magnesium-400`, `/en/products/magnesium-400`) answers the locale's product detail
 * page, its plugin element holding the url key, and its slug, canonical and translations
 * pointing at `<products page>/<the same url key>` in each locale. TYPO3 does not know the
 * shop's products: an unknown url key is the storefront's to answer (404), and so are the
 * translations' keys, which differ per store view (the storefront puts each view's key into
 * them: src/elements/product_detail/fill.ts).
 */
export const productRoute = (site: CompiledSite, path: string): AnyPageJson | null => {
  const cut = path.lastIndexOf('/')
  const parent = path.slice(0, cut) || '/'
  const urlKey = path.slice(cut + 1)
  const templatePath = site.productDetailPages.get(parent)
  const template = templatePath ? site.pages.get(templatePath) : undefined
  if (!template || !URL_KEY.test(urlKey) || urlKey === URL_KEY_PLACEHOLDER) return null
  let json = JSON.stringify(template)
  for (const [productsPath, detailPath] of site.productDetailPages) {
    // Exact JSON strings only: a path inside a longer string (a permaLink) is left alone.
    json = json.replaceAll(JSON.stringify(detailPath), JSON.stringify(`${productsPath}/${urlKey}`))
  }
  json = json.replaceAll(
    `"urlKey":${JSON.stringify(URL_KEY_PLACEHOLDER)}`,
    `"urlKey":${JSON.stringify(urlKey)}`,
  )
  return JSON.parse(json) as AnyPageJson
}
