import type { ContentElement } from '../types'
import type { Builder } from './builders'
import {
  deliveryAreas,
  deliveryCountries,
  deliveryFees,
  euro,
  paymentMethods,
  shippingTerms,
  type Company,
} from './company'
import type { Lang } from './texts'

/**
 * "Versand und Zahlung": delivery area, fee, free-shipping threshold and delivery time, and the
 * payment methods. The countries, fees and threshold come from the demo shop's rates
 * (SHIPPING_COUNTRIES, standardShippingTerms), the same the shop's configuration tells the cart
 * and the address book, so this page, the cart page and the checkout never disagree.
 */

export const shippingContent =
  (lang: Lang, c: Company) =>
  (b: Builder): ContentElement[] => {
    const de = lang === 'de'
    const { freeFrom, days } = shippingTerms(c)
    const areas = deliveryAreas(lang, c)
    const countries = deliveryCountries(lang, c)
    const fees = deliveryFees(lang, c)
    return [
      b.header(de ? 'Versand und Zahlung' : 'Shipping and payment', {
        subheader: de
          ? `Lieferung in ${days} Werktagen, versandkostenfrei ab ${euro(lang, freeFrom)}`
          : `Delivery within ${days} working days, free shipping from ${euro(lang, freeFrom)}`,
      }),
      b.text(
        de ? 'Versandkosten' : 'Shipping costs',
        de
          ? `<p>Wir liefern nach ${countries}. Für den Standardversand berechnen wir ${fees}. Ab einem Warenwert von ${euro(lang, freeFrom)} (nach Abzug von Gutscheinen) ist der Versand kostenfrei.</p>`
          : `<p>We deliver to ${countries}. Standard shipping costs ${fees}. From a goods value of ${euro(lang, freeFrom)} (after coupons) shipping is free.</p>`,
        { headerLayout: 2 },
      ),
      b.table(
        de ? 'Versandarten' : 'Shipping methods',
        de
          ? [
              ['Versandart', 'Liefergebiet', 'Lieferzeit', 'Kosten'],
              ...areas.map((area) => [
                'DHL Paket',
                area.name,
                `${days} Werktage`,
                `${euro(lang, area.fee)}, ab ${euro(lang, freeFrom)} kostenlos`,
              ]),
            ]
          : [
              ['Method', 'Delivery area', 'Delivery time', 'Cost'],
              ...areas.map((area) => [
                'DHL Parcel',
                area.name,
                `${days} working days`,
                `${euro(lang, area.fee)}, free from ${euro(lang, freeFrom)}`,
              ]),
            ],
        {
          headerLayout: 2,
          caption: de
            ? 'Alle Versandarten und ihre Preise sehen Sie vor der Bestellung im Warenkorb.'
            : 'The cart shows every shipping method and its price before you order.',
        },
      ),
      b.text(
        de ? 'Lieferzeit' : 'Delivery time',
        de
          ? `<p>Die Lieferzeit beträgt ${days} Werktage – bei Zahlung mit PayPal ab Ihrer Bestellung, bei Vorkasse ab Eingang Ihrer Zahlung. Sobald Ihr Paket unterwegs ist, schicken wir Ihnen die Sendungsnummer per E-Mail.</p>`
          : `<p>Delivery takes ${days} working days – from your order when you pay with PayPal, from the day your payment arrives when you pay in advance. Once your parcel is on its way we email you the tracking number.</p>`,
        { headerLayout: 2 },
      ),
      b.definitions(de ? 'Zahlungsarten' : 'Payment methods', paymentMethods(lang), {
        headerLayout: 2,
      }),
      b.text(
        de ? 'Rücksendungen' : 'Returns',
        de
          ? `<p>Ungeöffnete Ware können Sie innerhalb von 30 Tagen zurückgeben; Ihr gesetzliches Widerrufsrecht erklärt die <a href="${b.link('withdrawal')}">Widerrufsbelehrung</a>.</p>`
          : `<p>You can return unopened items within 30 days; your statutory right of withdrawal is explained on the <a href="${b.link('withdrawal')}">right of withdrawal</a> page.</p>`,
        { headerLayout: 2 },
      ),
    ]
  }
