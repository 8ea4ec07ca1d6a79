import type { ShippingMethod, ShippingMethodChoice } from '../../cart'

/**
 * The countries a shipping estimate offers: the site's default shipping country (and the cart's)
 * first, then the D-A-CH countries every brand ships to (the demo shop's rates; SPEC.md names no list).
 */
export const SHIPPING_COUNTRIES = ['DE', 'AT', 'CH'] as const

export const shippingCountries = (...first: (string | null | undefined)[]): string[] => [
  ...new Set([
    ...first.flatMap((code) => (code ? [code.toUpperCase()] : [])),
    ...SHIPPING_COUNTRIES,
  ]),
]

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
