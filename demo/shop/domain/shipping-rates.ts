/**
 * Carriers per shipping country. Standard shipping is free from 49 € of goods (after discounts);
 * express always costs its price. Amounts are gross; countries not listed cannot be shipped to.
 */
export interface ShippingRate {
  carrier_code: string
  method_code: string
  carrier_title: string
  method_title: string
  cents: number
}

export const FREE_SHIPPING_FROM_CENTS = 4900

/** The carrier and method titles, in the store's language as Magento keeps them. */
export const SHIPPING_TITLES = {
  standard: 'Standardversand',
  express: 'Expressversand',
  parcel: 'DHL Paket',
  parcelFree: 'DHL Paket (versandkostenfrei)',
  expressParcel: 'DHL Express (1 Werktag)',
} as const

const STANDARD = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: SHIPPING_TITLES.standard,
}
const EXPRESS = {
  carrier_code: 'express',
  method_code: 'express',
  carrier_title: SHIPPING_TITLES.express,
}

const TABLE: Readonly<Record<string, { standard: number; express?: number }>> = {
  DE: { standard: 495, express: 995 },
  AT: { standard: 695 },
}

/**
 * The standard terms of a country as shoppers read them (the CMS's shipping texts are drawn from
 * here, so the pages and the shop never disagree); null where the shop does not ship.
 */
export const standardShippingTerms = (
  country: string,
): { feeCents: number; freeFromCents: number } | null => {
  const prices = TABLE[country]
  return prices ? { feeCents: prices.standard, freeFromCents: FREE_SHIPPING_FROM_CENTS } : null
}

export const shippingRates = (country: string, goodsCents: number): ShippingRate[] => {
  const prices = TABLE[country]
  if (!prices) return []
  const free = goodsCents >= FREE_SHIPPING_FROM_CENTS
  const rates: ShippingRate[] = [
    {
      ...STANDARD,
      method_title: free ? SHIPPING_TITLES.parcelFree : SHIPPING_TITLES.parcel,
      cents: free ? 0 : prices.standard,
    },
  ]
  if (prices.express !== undefined) {
    rates.push({ ...EXPRESS, method_title: SHIPPING_TITLES.expressParcel, cents: prices.express })
  }
  return rates
}
