import { pageLinkFor } from '../../brands/page-links'
import type { Product } from '../../shop'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'

/**
 * The detail page of the product with that url key, `<products page>/<url key>` in the current
 * locale (TYPO3's product route enhancer answers it, README 'Product detail pages').
 */
export const useProductPageHref = (): ((urlKey: string) => string) => {
  const { pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  return (urlKey) => localePath(`${pageLinkFor(pageLinks, 'products', locale)}/${urlKey}`)
}

/** A product's detail page; null for a product whose url key was not asked for (cart items). */
export const useProductHref = (product: Product): string | null => {
  const pageHref = useProductPageHref()
  return product.url_key ? pageHref(product.url_key) : null
}
