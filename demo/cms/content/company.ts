import { SHIPPING_COUNTRIES, standardShippingTerms } from '../../shop/domain/shipping-rates'
import type { Lang } from './texts'

/**
 * The company behind a site: what its service and legal pages say about it. The shop and legal
 * pages read alike across brands; these facts are what differs. Register numbers and tax ids are
 * invented for the demo, shaped like real ones.
 */
export interface Company {
  name: string
  street: string
  city: string
  country: { de: string; en: string }
  phone: string
  email: string
  hours: { de: string; en: string }
  /** Where the company ships from; fee and free-shipping threshold are the demo shop's. */
  shipping: { country: 'DE' | 'AT'; days: string }
  legal: {
    managingDirectors: string[]
    /** Court and number: 'Amtsgericht Hamburg' + 'HRB 154872', in Austria the Firmenbuch. */
    register: { court: string; number: string }
    vatId: string
    /** Responsible for the editorial content (§ 18 Abs. 2 MStV; Austria: § 25 MedienG). */
    editor: string
    /** The data protection officer's address. */
    privacyEmail: string
    /** Austria only (§ 5 ECG): the trade authority and the chamber the company belongs to. */
    trade?: { authority: string; chamber: string }
  }
}

/** Which law the legal pages follow: the company's seat, which is where it ships from. */
export const isAustrian = (c: Company) => c.shipping.country === 'AT'

export const euro = (lang: Lang, value: number) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
  }).format(value)

/** The shop's delivery countries with their standard fee, the company's own country first. */
export const deliveryAreas = (lang: Lang, c: Company) => {
  const names = new Intl.DisplayNames([lang], { type: 'region' })
  const own = c.shipping.country
  return [own, ...SHIPPING_COUNTRIES.filter((code) => code !== own)].map((code) => {
    const terms = standardShippingTerms(code)
    if (!terms) throw new Error(`the demo shop has no rate for ${code}`)
    return { name: names.of(code) ?? code, fee: terms.feeCents / 100 }
  })
}

const listed = (lang: Lang, names: string[]) =>
  new Intl.ListFormat(lang, { type: 'conjunction' }).format(names)

/** The delivery countries as a sentence names them: 'Deutschland und Österreich'. */
export const deliveryCountries = (lang: Lang, c: Company) =>
  listed(
    lang,
    deliveryAreas(lang, c).map((area) => area.name),
  )

/** The standard fee per delivery country: '4,95 € nach Deutschland und 6,95 € nach Österreich'. */
export const deliveryFees = (lang: Lang, c: Company) =>
  listed(
    lang,
    deliveryAreas(lang, c).map(
      (area) => `${euro(lang, area.fee)} ${lang === 'de' ? 'nach' : 'to'} ${area.name}`,
    ),
  )

/** The company's shipping terms, in euros, as the demo shop charges them. */
export const shippingTerms = (c: Company) => {
  const terms = standardShippingTerms(c.shipping.country)
  if (!terms) throw new Error(`the demo shop does not ship to ${c.shipping.country}`)
  return { fee: terms.feeCents / 100, freeFrom: terms.freeFromCents / 100, days: c.shipping.days }
}

/** The payment methods the demo shop's checkout offers (demo/shop/domain/cart-view.ts). */
export const paymentMethods = (lang: Lang): [name: string, how: string][] =>
  lang === 'de'
    ? [
        [
          'Vorkasse per Überweisung',
          'Unsere Bankverbindung steht in der Bestellbestätigung. Wir versenden, sobald Ihre Zahlung eingegangen ist – meist nach ein bis zwei Bankarbeitstagen.',
        ],
        [
          'PayPal',
          'Sie zahlen über Ihr PayPal-Konto; Ihr Konto wird mit Abschluss der Bestellung belastet, und wir versenden sofort.',
        ],
      ]
    : [
        [
          'Payment in advance by bank transfer',
          'Our bank details are in the order confirmation. We ship as soon as your payment has arrived, usually after one or two banking days.',
        ],
        [
          'PayPal',
          'You pay with your PayPal account; it is charged when you complete the order, and we ship straight away.',
        ],
      ]
