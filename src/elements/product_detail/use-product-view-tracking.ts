import { useEffect } from 'react'
import type { Product } from '../../shop'
import { useTracking } from '../../lib/tracking'

/** Reports a product seen in detail (Matomo's product view): on its page or in a quick view. */
export const useProductViewTracking = (product: Product | null | undefined): void => {
  const tracking = useTracking()
  useEffect(() => {
    if (!product) return
    tracking.ecommerceView({
      kind: 'product',
      sku: product.sku,
      name: product.name,
      category: product.product_line ?? '',
      price: product.price_range.minimum_price.final_price.value,
    })
  }, [tracking, product])
}
