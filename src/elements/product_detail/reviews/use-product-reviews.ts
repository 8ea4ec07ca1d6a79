import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { usePageTexts } from '../../../lib/i18n'
import {
  fetchProductReviews,
  type ProductReview,
  type ReviewRating,
  type ShopClient,
} from '../../../shop'

/** Reviews per page: a few to read at a glance, more on request. */
export const REVIEWS_PAGE_SIZE = 4

export type ReviewsState =
  | { status: 'loading' }
  /** The shop did not answer (down, offline): the section offers to try again. */
  | { status: 'failed' }
  | {
      status: 'loaded'
      reviews: ProductReview[]
      currentPage: number
      totalPages: number
      ratings: ReviewRating[]
      /** The next page: not asked for, on its way, or refused (the list stays as it is). */
      more: 'idle' | 'loading' | 'failed'
    }

/**
 * A product's approved reviews, page by page, loaded in the browser once the section is `near`
 * the screen: the detail page's HTML (cached with the catalogue) holds only the rating summary,
 * reviews change more often than the product, and a phone's first seconds belong to what is on
 * screen. The reviews show together with their texts (values included: a rating, a
 * name and a date), which the server's render did not record. 'More' appends the next page.
 * `storeView`: another language's reviews (Magento keeps them per store view), else the page's.
 */
export const useProductReviews = (
  shop: ShopClient | null,
  sku: string,
  near: boolean,
  storeView?: string,
) => {
  const options = useMemo(() => (storeView ? { storeView } : {}), [storeView])
  const texts = usePageTexts()
  const [state, setState] = useState<ReviewsState>({ status: 'loading' })
  // An answer for a section that is gone (another product, another page) is dropped.
  const live = useRef(true)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  // The first page; the state says 'loading' already (at first, or set so by retry).
  const loadFirst = useCallback(async () => {
    const [result] = await Promise.all([
      shop
        ? fetchProductReviews(shop, { sku, pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 }, options)
        : null,
      // Texts that did not load show as '' for a moment and render again when they arrive.
      texts.loadWithValues().catch(() => undefined),
    ])
    if (!live.current) return
    setState(result?.ok ? { status: 'loaded', ...result.data, more: 'idle' } : { status: 'failed' })
  }, [shop, sku, texts, options])

  useEffect(() => {
    if (near) void loadFirst()
  }, [loadFirst, near])

  const retry = useCallback(() => {
    setState({ status: 'loading' })
    void loadFirst()
  }, [loadFirst])

  const loadMore = useCallback(async () => {
    if (!shop || state.status !== 'loaded' || state.more === 'loading') return
    const currentPage = state.currentPage + 1
    setState({ ...state, more: 'loading' })
    const result = await fetchProductReviews(
      shop,
      { sku, pageSize: REVIEWS_PAGE_SIZE, currentPage },
      options,
    )
    if (!live.current) return
    setState(
      result.ok
        ? {
            ...result.data,
            status: 'loaded',
            reviews: [...state.reviews, ...result.data.reviews],
            more: 'idle',
          }
        : { ...state, more: 'failed' },
    )
  }, [shop, sku, state, options])

  return { state, retry, loadMore }
}
