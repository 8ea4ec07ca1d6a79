import type { ShopClient, ShopResult } from '../client/shop-result'

/**
 * A shopper's review of a product (Magento_ReviewGraphQl's createProductReview): a guest's, or
 * with the customer's token a customer's, linked to the account. Magento saves it as pending;
 * it is listed and counted only once the shop's staff approved it, so the answer is not shown.
 * https://developer.adobe.com/commerce/webapi/graphql/schema/products/mutations/create-product-review/
 */
export const CREATE_PRODUCT_REVIEW_MUTATION = /* GraphQL */ `
  mutation createProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        nickname
        summary
      }
    }
  }
`

export interface NewProductReview {
  sku: string
  nickname: string
  summary: string
  text: string
  /** One vote per rating of the store: its id and the chosen value's id. */
  ratings: { id: string; valueId: string }[]
}

export const createProductReview = async (
  client: ShopClient,
  review: NewProductReview,
): Promise<ShopResult<null>> => {
  const result = await client.mutate<unknown>(CREATE_PRODUCT_REVIEW_MUTATION, {
    input: {
      sku: review.sku,
      nickname: review.nickname.trim(),
      summary: review.summary.trim(),
      text: review.text.trim(),
      ratings: review.ratings.map((rating) => ({ id: rating.id, value_id: rating.valueId })),
    },
  })
  return result.ok ? { ok: true, data: null } : result
}
