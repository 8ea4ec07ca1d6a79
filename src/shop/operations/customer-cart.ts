import type { ShopClient, ShopResult } from '../client/shop-result'
import type { ShopCart } from '../types'
import { cartResult } from './cart-result'
import { CART_FIELDS } from './fragments'
import type { RawCart } from './raw-types'

/** The logged-in customer's cart; Magento creates one when the customer has none. */
export const CUSTOMER_CART_QUERY = /* GraphQL */ `
  query customerCart {
    customerCart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`

export const fetchCustomerCart = async (client: ShopClient): Promise<ShopResult<ShopCart>> =>
  cartResult(
    await client.query<{ customerCart: RawCart | null }>(CUSTOMER_CART_QUERY),
    'customerCart',
    (data) => data.customerCart,
  )
