import type { Language } from '../store-views'

/**
 * Carriers per shipping country. Standard shipping is free from 49 € of goods (after discounts);
 * express always costs its price. Amounts are gross; countries not listed cannot be shipped to.
 */
export interface ShippingRate {
  carrier_code: string
  method_code: string
  /** The titles' names in SHIPPING_TITLES: a rate has no language, its view has. */
  carrier: ShippingTitle
  method: ShippingTitle
  cents: number
}

export const FREE_SHIPPING_FROM_CENTS = 4900

/** The carrier and method titles per store view language, as Magento keeps them per store. */
export const SHIPPING_TITLES = {
  de: {
    standard: 'Standardversand',
    express: 'Expressversand',
    parcel: 'DHL Paket',
    parcelFree: 'DHL Paket (versandkostenfrei)',
    expressParcel: 'DHL Express (1 Werktag)',
  },
  en: {
    standard: 'Standard shipping',
    express: 'Express shipping',
    parcel: 'DHL parcel',
    parcelFree: 'DHL parcel (free shipping)',
    expressParcel: 'DHL Express (1 working day)',
  },
} as const satisfies Record<Language, Record<string, string>>

type ShippingTitle = keyof (typeof SHIPPING_TITLES)['de']

/** A rate's carrier and method titles in a view's language. */
export const rateTitles = (rate: ShippingRate, language: Language) => ({
  carrier_title: SHIPPING_TITLES[language][rate.carrier],
  method_title: SHIPPING_TITLES[language][rate.method],
})

const STANDARD = { carrier_code: 'flatrate', method_code: 'flatrate', carrier: 'standard' } as const
const EXPRESS = { carrier_code: 'express', method_code: 'express', carrier: 'express' } as const

const TABLE: Readonly<Record<string, { standard: number; express?: number }>> = {
  DE: { standard: 495, express: 995 },
  AT: { standard: 695 },
}

/**
 * The countries the shop delivers to (Magento's general/country/allow): the one list the shop
 * configuration tells the storefront (config-manager.ts), the address book accepts and the CMS's
 * shipping page names.
 */
export const SHIPPING_COUNTRIES: readonly string[] = Object.keys(TABLE)

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
      method: free ? 'parcelFree' : 'parcel',
      cents: free ? 0 : prices.standard,
    },
  ]
  if (prices.express !== undefined) {
    rates.push({ ...EXPRESS, method: 'expressParcel', cents: prices.express })
  }
  return rates
}
