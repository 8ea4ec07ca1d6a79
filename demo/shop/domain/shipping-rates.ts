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

const STANDARD = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'Standardversand',
}
const EXPRESS = { carrier_code: 'express', method_code: 'express', carrier_title: 'Expressversand' }

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
      method_title: free ? 'DHL Paket (versandkostenfrei)' : 'DHL Paket',
      cents: free ? 0 : prices.standard,
    },
  ]
  if (prices.express !== undefined) {
    rates.push({ ...EXPRESS, method_title: 'DHL Express (1 Werktag)', cents: prices.express })
  }
  return rates
}
