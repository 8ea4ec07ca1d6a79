import { useCallback, useMemo, useState } from 'react'
import { chosenSize, inSize, SIZE_PARAM, type Product, type ProductSize } from '../../shop'

/** The address shown, with the chosen size in it: shareable, and what a reload shows again. */
const replaceSizeInAddress = (sku: string) => {
  const url = new URL(window.location.href)
  url.searchParams.set(SIZE_PARAM, sku)
  // In place: choosing sizes adds no history entries for back to step through. The router
  // loads no page for it (no popstate); a reload or a way back renders the size in the worker.
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}

/**
 * The size a product page or quick view shows, and the shopper's choice of another: the family
 * in the size named (the address's, filled by the worker), else its first size in stock, until
 * the shopper chooses. A choice is kept per family, so a page that shows another product starts
 * from its own named size. On the product page (`inAddress`) the choice is written into the
 * address; a quick view's is its own.
 */
export const useSizeChoice = (
  family: Product | null,
  named: string | null,
  { inAddress }: { inAddress: boolean },
): { product: Product | null; choose: (size: ProductSize) => void } => {
  const [choice, setChoice] = useState<{ family: string; sku: string } | null>(null)
  const sku = family && choice?.family === family.sku ? choice.sku : named
  // One object per family and size: effects that hear of the product shown (a product view for
  // analytics) run when the size changes, not on every render.
  const product = useMemo(
    () => (family ? inSize(family, chosenSize(family, sku)) : null),
    [family, sku],
  )
  const familySku = family?.sku
  const choose = useCallback(
    (size: ProductSize) => {
      if (!familySku) return
      setChoice({ family: familySku, sku: size.product.sku })
      if (inAddress) replaceSizeInAddress(size.product.sku)
    },
    [familySku, inAddress],
  )
  return { product, choose }
}
