import { pageLinkFor } from '../../brands/page-links'
import { SIZE_PARAM, type Product } from '../../shop'
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

/**
 * A product's detail page; null for a product whose url key was not asked for. With `size`, a
 * family's size (a cart line's) leads to its page in that size (`?variant=<sku>`); a tile leads
 * to the family's own address, which shows the size it shows.
 */
export const useProductHref = (
  product: Pick<Product, 'url_key' | 'sku' | 'configured'>,
  { size = false }: { size?: boolean } = {},
): string | null => {
  const pageHref = useProductPageHref()
  if (!product.url_key) return null
  const href = pageHref(product.url_key)
  return size && product.configured
    ? `${href}?${new URLSearchParams({ [SIZE_PARAM]: product.sku }).toString()}`
    : href
}
