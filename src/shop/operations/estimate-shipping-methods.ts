import { mapShopResult, type ShopClient, type ShopResult } from '../client/shop-result'
import type { ShippingMethod } from '../types'
import { SHIPPING_METHOD_FIELDS } from './fragments'
import { toShippingMethod } from './map-shop-data'
import type { RawShippingMethod } from './raw-types'

/** Shipping methods for an address without saving it on the cart (Magento 2.4.7+). */
export const ESTIMATE_SHIPPING_METHODS_MUTATION = /* GraphQL */ `
  mutation estimateShippingMethods(
    $cartId: String!
    $countryCode: CountryCodeEnum!
    $postcode: String
  ) {
    estimateShippingMethods(
      input: { cart_id: $cartId, address: { country_code: $countryCode, postcode: $postcode } }
    ) {
      ...ShippingMethodFields
    }
  }
  ${SHIPPING_METHOD_FIELDS}
`

export interface EstimateAddress {
  countryCode: string
  postcode: string
}

export const estimateShippingMethods = async (
  client: ShopClient,
  cartId: string,
  address: EstimateAddress,
): Promise<ShopResult<ShippingMethod[]>> =>
  mapShopResult(
    await client.mutate<{ estimateShippingMethods: (RawShippingMethod | null)[] | null }>(
      ESTIMATE_SHIPPING_METHODS_MUTATION,
      // No postcode is null, not '': Magento then estimates for the whole country.
      { cartId, countryCode: address.countryCode, postcode: address.postcode || null },
    ),
    (data) =>
      (data.estimateShippingMethods ?? [])
        .filter((method): method is RawShippingMethod => method !== null)
        .map(toShippingMethod),
  )
