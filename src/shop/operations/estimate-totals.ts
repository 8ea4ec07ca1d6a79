import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'
import type { CartPrices } from '../types'
import type { EstimateAddress } from './estimate-shipping-methods'
import { toShopCart } from './map-shop-data'
import type { RawCart } from './raw-types'

/** Cart prices for an address and a chosen shipping method, without saving either (2.4.7+). */
export const ESTIMATE_TOTALS_MUTATION = /* GraphQL */ `
  mutation estimateTotals(
    $cartId: String!
    $countryCode: CountryCodeEnum!
    $postcode: String
    $shippingMethod: ShippingMethodInput
  ) {
    estimateTotals(
      input: {
        cart_id: $cartId
        address: { country_code: $countryCode, postcode: $postcode }
        shipping_method: $shippingMethod
      }
    ) {
      cart {
        id
        prices {
          discounts {
            amount {
              value
              currency
            }
            label
          }
          subtotal_including_tax {
            value
            currency
          }
          grand_total {
            value
            currency
          }
        }
      }
    }
  }
`

export interface ShippingMethodChoice {
  carrier_code: string
  method_code: string
}

export const estimateTotals = async (
  client: ShopClient,
  cartId: string,
  address: EstimateAddress,
  shippingMethod: ShippingMethodChoice,
): Promise<ShopResult<CartPrices>> => {
  const result = await client.mutate<{ estimateTotals: { cart: RawCart | null } }>(
    ESTIMATE_TOTALS_MUTATION,
    {
      cartId,
      countryCode: address.countryCode,
      postcode: address.postcode || null,
      shippingMethod: {
        carrier_code: shippingMethod.carrier_code,
        method_code: shippingMethod.method_code,
      },
    },
  )
  if (!result.ok) return result
  const cart = result.data.estimateTotals.cart
  return cart
    ? { ok: true, data: toShopCart(cart).prices }
    : shopFail('parse', 'estimateTotals', 'No cart in answer')
}
