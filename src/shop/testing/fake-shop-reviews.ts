import type { ShopVariables } from '../client/shop-result'
import { FakeShopError, type FakeReview, type FakeShopState } from './fake-shop-model'

/**
 * Reviews in the fake shop, as Magento_ReviewGraphQl answers them with one rating ('Bewertung',
 * id NA==, value ids MTY= … MjA= for 1–5, as the demo shop): approved reviews are listed newest
 * first and paged, counted and averaged (review_count, rating_summary); a new one is pending,
 * so it is kept but never listed. Each store view has its own, as in Magento: a call that names
 * another store view (ShopCallOptions) gets the reviews written there.
 */
export const FAKE_RATING_ID = 'NA=='
const valueIdOf = (value: number) => btoa(String(15 + value))

const RATINGS_METADATA = {
  items: [
    {
      id: FAKE_RATING_ID,
      name: 'Bewertung',
      values: [1, 2, 3, 4, 5].map((value) => ({
        value: String(value),
        value_id: valueIdOf(value),
      })),
    },
  ],
}

const reviewsOf = (state: FakeShopState) => (state.reviews ??= [])

/** `products(filter: { sku })` with its reviews page and the rating metadata. */
export const productReviewsAnswer = (
  state: FakeShopState,
  v: ShopVariables,
  storeView: string | null,
) => {
  const sku = String(v['sku'])
  const pageSize = Number(v['pageSize'] ?? 20)
  const currentPage = Number(v['currentPage'] ?? 1)
  const approved = reviewsOf(state)
    .filter(
      (review) => review.sku === sku && review.approved && (review.storeView ?? null) === storeView,
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const mean = approved.reduce((sum, review) => sum + review.rating, 0) / (approved.length || 1)
  const page = approved.slice((currentPage - 1) * pageSize, currentPage * pageSize)
  const exists = state.products.some((product) => product.sku === sku)
  return {
    products: {
      items: exists
        ? [
            {
              sku,
              review_count: approved.length,
              // Magento's rating summary: the mean vote as a percentage, rounded.
              rating_summary: Math.round((mean / 5) * 100),
              reviews: {
                items: page.map((review) => ({
                  nickname: review.nickname,
                  summary: review.summary,
                  text: review.text,
                  created_at: review.createdAt,
                  average_rating: review.rating,
                })),
                page_info: {
                  current_page: currentPage,
                  total_pages: Math.ceil(approved.length / pageSize),
                },
              },
            },
          ]
        : [],
    },
    productReviewRatingsMetadata: RATINGS_METADATA,
  }
}

interface ReviewInput {
  sku: string
  nickname: string
  summary: string
  text: string
  ratings: { id: string; value_id: string }[]
}

export const reviewResolvers = {
  createProductReview: (state: FakeShopState, v: ShopVariables, token: string | null) => {
    const input = v['input'] as ReviewInput
    const path = ['createProductReview']
    if (!state.products.some((product) => product.sku === input.sku))
      throw new FakeShopError(
        'graphql-no-such-entity',
        `Could not find a product with SKU "${input.sku}"`,
        path,
      )
    const [vote] = input.ratings
    const rating = [1, 2, 3, 4, 5].find((value) => valueIdOf(value) === vote?.value_id)
    if (input.ratings.length !== 1 || vote?.id !== FAKE_RATING_ID || !rating)
      throw new FakeShopError(
        'graphql-input',
        'Please select one of each of the ratings above.',
        path,
      )
    const review: FakeReview = {
      sku: input.sku,
      nickname: input.nickname,
      summary: input.summary,
      text: input.text,
      rating,
      createdAt: '2026-05-01 12:00:00',
      approved: false,
      customer: token && state.customers.has(token) ? token : null,
    }
    reviewsOf(state).push(review)
    return {
      createProductReview: { review: { nickname: review.nickname, summary: review.summary } },
    }
  },
}
