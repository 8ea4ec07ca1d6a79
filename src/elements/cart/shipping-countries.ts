import type { ShippingMethod, ShippingMethodChoice } from '../../shop'

/**
 * The countries the cart's estimate and the address book offer: only those the shop delivers to
 * (its configuration, PublicSite's shop.shippingCountries), the site's default shipping country
 * first when the shop delivers there. One list, so the cart never offers a country the address
 * book refuses or the shipping page does not name.
 */
export const shippingCountries = (site: {
  shop: { shippingCountries: readonly string[] }
  cart: { defaultShippingCountry: string }
}): string[] => {
  const allowed = site.shop.shippingCountries.map((code) => code.toUpperCase())
  const preferred = site.cart.defaultShippingCountry.toUpperCase()
  return allowed.includes(preferred)
    ? [preferred, ...allowed.filter((code) => code !== preferred)]
    : allowed
}

/** The country's name in the page language (ICU data, the same in workerd and browsers). */
export const countryName = (code: string, languageTag: string): string => {
  try {
    return new Intl.DisplayNames([languageTag], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** A shipping method's identity in Magento: carrier code and method code together. */
export const methodKey = (method: ShippingMethodChoice): string =>
  `${method.carrier_code}:${method.method_code}`

export const methodChoice = (method: ShippingMethod): ShippingMethodChoice => ({
  carrier_code: method.carrier_code,
  method_code: method.method_code,
})
