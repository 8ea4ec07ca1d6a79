import type { ShopClient, ShopResult } from '../client/shop-result'
import type { ShopCart } from '../types'
import { cartResult } from './cart-result'
import { CART_FIELDS } from './fragments'
import type { RawCart } from './raw-types'

/** Moves a guest cart's items into the customer's cart at login (SPEC.md section 6). */
export const MERGE_CARTS_MUTATION = /* GraphQL */ `
  mutation mergeCarts($sourceCartId: String!, $destinationCartId: String) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`

export const mergeCarts = async (
  client: ShopClient,
  sourceCartId: string,
  destinationCartId?: string,
): Promise<ShopResult<ShopCart>> =>
  cartResult(
    await client.mutate<{ mergeCarts: RawCart | null }>(MERGE_CARTS_MUTATION, {
      sourceCartId,
      ...(destinationCartId ? { destinationCartId } : {}),
    }),
    'mergeCarts',
    (data) => data.mergeCarts,
  )
