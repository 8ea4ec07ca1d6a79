import { pageLinkFor } from '../../brands/page-links'
import type { Product } from '../../cart'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'

/**
 * A product's detail page, `<products page>/<url key>` in the current locale (TYPO3's product
 * route enhancer answers it, README 'Product detail pages'); null for a product whose url key
 * was not asked for (cart items).
 */
export const useProductHref = (product: Product): string | null => {
  const { pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  if (!product.url_key) return null
  return localePath(`${pageLinkFor(pageLinks, 'products', locale)}/${product.url_key}`)
}
