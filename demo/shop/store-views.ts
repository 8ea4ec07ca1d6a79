import { DEFAULT_COUNTRY, STORES, type Store } from './stores'

/** The languages the demo shop's store views speak. */
export type Language = 'de' | 'en'

/**
 * A brand's store view (Magento's store): the language its catalogue, messages and labels are
 * in. Mirrors demo/migrations/0010_store_views.sql, whose store_views table the store-scoped
 * value tables refer to; a constant, so resolving the view costs no D1 round trip (a test
 * keeps the two the same).
 */
export interface StoreView {
  code: string
  /** The brand (its website), Store.code. */
  store: string
  /** Magento's general/locale/code of the view. */
  locale: 'de_DE' | 'en_GB'
  language: Language
  /** The view a request without a `Store` header gets. */
  isDefault: boolean
}

export const STORE_VIEWS: readonly StoreView[] = STORES.flatMap((store): StoreView[] => [
  { code: `${store.code}_de`, store: store.code, locale: 'de_DE', language: 'de', isDefault: true },
  {
    code: `${store.code}_en`,
    store: store.code,
    locale: 'en_GB',
    language: 'en',
    isDefault: false,
  },
])

/** The brand's default view: the German one. */
export const defaultViewOf = (store: Store): StoreView =>
  STORE_VIEWS.find((view) => view.store === store.code && view.isDefault)!

/**
 * The view a request asks for with its `Store` header (trimmed), as Magento's StoreValidator: no
 * or an empty header is the default view; a code that is not one of this brand's views, none.
 */
export const requestedView = (store: Store, header: string | undefined): StoreView | null => {
  const code = header?.trim()
  if (!code) return defaultViewOf(store)
  return STORE_VIEWS.find((view) => view.store === store.code && view.code === code) ?? null
}

export const STORE_NOT_FOUND = 'Requested store is not found'

/**
 * The title of a tax rate in a view's language (Magento's tax rate titles are per store):
 * German "MwSt." in Germany, "USt." in Austria, as their invoices say.
 */
export const taxLabel = (rate: number, country: string | null, language: Language): string => {
  if (language === 'en') return `VAT ${rate} %`
  return `${(country ?? DEFAULT_COUNTRY) === 'AT' ? 'USt.' : 'MwSt.'} ${rate} %`
}

const COUNTRY_LABELS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  de: { DE: 'Deutschland', AT: 'Österreich' },
  en: { DE: 'Germany', AT: 'Austria' },
}

/** A country's name in a view's language, as Magento's Country.full_name_locale. */
export const countryLabel = (code: string, language: Language): string =>
  COUNTRY_LABELS[language][code] ?? code
