import { useEffect, useState } from 'react'
import { fetchProductReviewCount, type ProductReviewCount, type ShopClient } from '../../../shop'
import type { ReviewLanguage } from './review-languages'

/** Another language with reviews of the product: how many, and their rating summary. */
export type LanguageReviewCount = ReviewLanguage & ProductReviewCount

/**
 * The product's reviews in the site's other languages, asked for only when `ask` (the page's
 * own language has none, as the shop just answered): one small call per other store view, on
 * the product's page only, once the reviews section came near the screen; never for a tile.
 * Languages without reviews are left out; a view that does not answer is left out too, as the
 * count is an extra and the section works without it.
 */
export const useOtherLanguageCounts = (
  shop: ShopClient | null,
  sku: string,
  languages: readonly ReviewLanguage[],
  ask: boolean,
): LanguageReviewCount[] => {
  const [counts, setCounts] = useState<LanguageReviewCount[]>([])
  useEffect(() => {
    if (!ask || !shop || languages.length === 0) return
    let live = true
    void Promise.all(
      languages.map(async (language) => {
        const result = await fetchProductReviewCount(shop, sku, { storeView: language.storeView })
        return result.ok && result.data.reviewCount > 0 ? [{ ...language, ...result.data }] : []
      }),
    ).then((found) => {
      if (live) setCounts(found.flat())
    })
    return () => {
      live = false
    }
  }, [ask, shop, sku, languages])
  return ask ? counts : []
}
