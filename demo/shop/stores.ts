/**
 * The four brand shops ("store views" in Magento terms), each under /shop/<code>. Prices in the
 * database are gross; VAT depends on the shipping country with constant gross prices (Magento's
 * "cross-border trade" setting), so an Austrian cart pays the same gross and more VAT.
 */
export interface Store {
  code: string
  name: string
  /** Root category of the brand's catalogue, as configured for the storefront sites. */
  rootCategoryId: number
  /** First digit of the brand's order numbers. */
  orderPrefix: number
  colours: { primary: string; secondary: string; accent: string }
}

export const CURRENCY = 'EUR'
export const DEFAULT_COUNTRY = 'DE'

export const STORES: readonly Store[] = [
  {
    code: 'vitalis',
    name: 'Vitalis',
    rootCategoryId: 10,
    orderPrefix: 1,
    colours: { primary: '#0a7560', secondary: '#15596e', accent: '#c2ec8f' },
  },
  {
    code: 'litozin',
    name: 'Litozin',
    rootCategoryId: 20,
    orderPrefix: 2,
    colours: { primary: '#b3361a', secondary: '#7a2416', accent: '#ffbf80' },
  },
  {
    code: 'queisser',
    name: 'Queisser',
    rootCategoryId: 30,
    orderPrefix: 3,
    colours: { primary: '#1c2f5e', secondary: '#765a0e', accent: '#d6b24a' },
  },
  {
    code: 'stozzon',
    name: 'Stozzon',
    rootCategoryId: 40,
    orderPrefix: 4,
    colours: { primary: '#1b5e2c', secondary: '#0d4b3b', accent: '#9fe8c9' },
  },
]

export const storeFor = (code: string): Store | undefined => STORES.find((s) => s.code === code)

/** VAT on food supplements (reduced rate) per shipping country, in percent. */
const TAX_RATES: Readonly<Record<string, number>> = { DE: 7, AT: 10 }

export const taxRateFor = (country: string | null): number =>
  TAX_RATES[country ?? DEFAULT_COUNTRY] ?? TAX_RATES[DEFAULT_COUNTRY]!
