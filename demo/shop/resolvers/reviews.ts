import { type ShopContext, currentCustomerId, requireCustomer } from '../context'
import { productView } from '../domain/product-view'
import { invalidInput, noSuchEntity, phrase } from '../errors'
import { decodeUid, encodeUid, magentoDate } from '../ids'
import type { ReviewRow, ReviewSummary } from '../repo/reviews'
import type { Resolver, ResolverMap } from './types'

/**
 * Product reviews as Magento_ReviewGraphQl answers them, with the configuration of a German store:
 * reviews enabled, guests may write them, one active rating. Its ids are those of Magento's
 * 'Rating' (rating 4, options 16–20 for the values 1–5), labelled 'Bewertung' in the store view;
 * ids and value ids travel base64-encoded, as ProductReviewRatingsMetadata sends them.
 */
const RATING = { id: 4, name: 'Bewertung', firstOptionId: 16 } as const
const VALUES = [1, 2, 3, 4, 5] as const

const productReviewRatingsMetadata: Resolver<Record<string, never>> = () => ({
  items: [
    {
      id: encodeUid(RATING.id),
      name: RATING.name,
      values: VALUES.map((value) => ({
        value: String(value),
        value_id: encodeUid(RATING.firstOptionId + value - 1),
      })),
    },
  ],
})

/** What a product field resolver gets: the product view (domain/product-view.ts). */
interface ProductSource {
  id: number
  sku: string
}

/**
 * The approved-review summaries of the request's store view, read once per request: a listing asks
 * review_count and rating_summary of every product, and one query answers them all.
 */
const summaries = new WeakMap<ShopContext, Promise<Map<number, ReviewSummary>>>()

const summaryOf = async (ctx: ShopContext, productId: number) => {
  let all = summaries.get(ctx)
  if (!all) {
    all = ctx.repos.reviews
      .summaries(ctx.view.code)
      .then((rows) => new Map(rows.map((row) => [row.product_id, row])))
    summaries.set(ctx, all)
  }
  return (await all).get(productId)
}

/** Magento's getTotalReviews($id, approvedOnly: true). */
const reviewCount: Resolver<Record<string, never>> = async (source, _args, ctx) =>
  (await summaryOf(ctx, (source as ProductSource).id))?.count ?? 0

/**
 * review_entity_summary.rating_summary: the mean of the approved votes as a percentage (a vote
 * of v stars is v/5·100), rounded to a whole number as Magento's aggregation does; 0 unrated.
 */
const ratingSummary: Resolver<Record<string, never>> = async (source, _args, ctx) => {
  const summary = await summaryOf(ctx, (source as ProductSource).id)
  return summary ? Math.round((summary.average / 5) * 100) : 0
}

/** One review as ReviewDataMapper maps it; one vote, so the average is that vote (1–5). */
const reviewView = (row: ReviewRow, product: unknown) => ({
  nickname: row.nickname,
  summary: row.summary,
  text: row.text,
  created_at: magentoDate(row.created_at),
  average_rating: row.rating,
  ratings_breakdown: [{ name: RATING.name, value: String(row.rating) }],
  product,
})

interface PageArgs {
  pageSize: number
  currentPage: number
}

/**
 * A page of approved reviews as AggregatedReviewsDataProvider pages them: a page beyond the last
 * answers the last page's items, with an input error at page_info.current_page.
 */
const reviewsPage = async (
  ctx: ShopContext,
  by: { productId: number } | { customerId: number },
  { pageSize, currentPage }: PageArgs,
  productOf: (rows: ReviewRow[]) => Promise<(row: ReviewRow) => unknown>,
) => {
  if (currentPage < 1) throw invalidInput(phrase('currentPageNotPositive'))
  if (pageSize < 1) throw invalidInput(phrase('pageSizeNotPositive'))
  // A view shows the reviews written in it (Magento's review_store), as its summaries count.
  const storeView = ctx.view.code
  let page = await ctx.repos.reviews.approvedPage(
    storeView,
    by,
    pageSize,
    (currentPage - 1) * pageSize,
  )
  const totalPages = Math.ceil(page.total / pageSize)
  const beyond = page.total > 0 && currentPage > totalPages
  if (beyond) {
    page = await ctx.repos.reviews.approvedPage(
      storeView,
      by,
      pageSize,
      (totalPages - 1) * pageSize,
    )
  }
  const product = await productOf(page.rows)
  return {
    items: page.rows.map((row) => reviewView(row, product(row))),
    page_info: {
      page_size: pageSize,
      // graphql-js reports an Error returned as a value at this field, as Magento does.
      current_page: beyond ? invalidInput(phrase('reviewsPageTooHigh', totalPages)) : currentPage,
      total_pages: totalPages,
    },
  }
}

/** The products of some reviews, as the catalogue shows them. */
const productsOf = async (ctx: ShopContext, rows: ReviewRow[]) => {
  const products = await ctx.repos.products.byIds(rows.map((row) => row.product_id))
  const views = new Map(products.map((p) => [p.id, productView(p, ctx.shopBase)]))
  return (row: ReviewRow) => views.get(row.product_id)
}

const productReviews: Resolver<PageArgs> = (source, args, ctx) =>
  reviewsPage(ctx, { productId: (source as ProductSource).id }, args, () =>
    Promise.resolve(() => source),
  )

/** Customer.reviews: the customer's approved reviews (CustomerReviewsDataProvider). */
const customerReviews: Resolver<PageArgs> = (_source, args, ctx) =>
  reviewsPage(ctx, { customerId: requireCustomer(ctx).id }, args, (rows) => productsOf(ctx, rows))

interface ReviewInput {
  sku: string
  nickname: string
  summary: string
  text: string
  ratings: ({ id: string; value_id: string } | null)[]
}

/**
 * The one vote of the input: exactly one value of the store's rating. Magento's GraphQL saves
 * whatever ids it gets (an unknown one fails in the database); the demo answers with the phrase
 * of Magento's review form instead.
 */
const voteOf = (ratings: ReviewInput['ratings']): number => {
  const given = ratings.filter((r) => r !== null)
  const [only] = given
  const option = only && decodeUid(only.id) === RATING.id ? decodeUid(only.value_id) : null
  const value = option === null ? 0 : option - RATING.firstOptionId + 1
  if (given.length !== 1 || value < 1 || value > 5) throw invalidInput(phrase('reviewRatings'))
  return value
}

/**
 * Magento's CreateProductReview: a guest's or a customer's review (linked to the customer),
 * saved as Pending; it is answered anyway, and counts once an admin approves it. Empty texts get
 * the phrases of Magento's Review::validate(), in its order.
 */
const createProductReview: Resolver<{ input: ReviewInput }> = async (_, { input }, ctx) => {
  const customerId = currentCustomerId(ctx)
  const product = await ctx.repos.products.bySku(ctx.store.code, input.sku)
  if (!product) throw noSuchEntity(phrase('productNotFound', input.sku))
  const summary = input.summary.trim()
  const nickname = input.nickname.trim()
  const text = input.text.trim()
  if (!summary) throw invalidInput(phrase('reviewSummary'))
  if (!nickname) throw invalidInput(phrase('reviewNickname'))
  if (!text) throw invalidInput(phrase('reviewText'))
  const row = await ctx.repos.reviews.create({
    store: ctx.store.code,
    store_view: ctx.view.code,
    product_id: product.id,
    customer_id: customerId,
    nickname,
    summary,
    text,
    rating: voteOf(input.ratings),
    status: 'pending',
    created_at: ctx.now,
  })
  return { review: reviewView(row, productView(product, ctx.shopBase)) }
}

const productFields = {
  review_count: reviewCount,
  rating_summary: ratingSummary,
  reviews: productReviews,
}

export const reviewResolvers: ResolverMap = {
  Query: { productReviewRatingsMetadata },
  Mutation: { createProductReview },
  // The shop's only product type (TYPE_RESOLVERS); the view's placeholders give way to these.
  SimpleProduct: productFields,
  Customer: { reviews: customerReviews },
}
