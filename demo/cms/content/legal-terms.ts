import type { ContentElement } from '../types'
import type { Builder } from './builders'
import {
  deliveryCountries,
  euro,
  isAustrian,
  paymentMethods,
  shippingTerms,
  type Company,
} from './company'
import type { Lang } from './texts'

/**
 * The general terms and conditions (AGB) for consumers: scope, contract conclusion, prices,
 * delivery, payment, retention of title, withdrawal, warranty, liability and the law that
 * applies. German or Austrian consumer law by the company's seat; fee, threshold and payment
 * methods are the demo shop's, as on the shipping page.
 */
export const termsContent =
  (lang: Lang, c: Company) =>
  (b: Builder): ContentElement[] => {
    const at = isAustrian(c)
    const { fee, freeFrom, days } = shippingTerms(c)
    const link = (key: string, text: string) => `<a href="${b.link(key)}">${text}</a>`
    const payments = paymentMethods(lang)
      .map(([name]) => name)
      .join(', ')
    const sections: [string, string][] =
      lang === 'de'
        ? [
            [
              '§ 1 Geltungsbereich',
              `<p>Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen, die Verbraucherinnen und Verbraucher (${at ? '§ 1 KSchG' : '§ 13 BGB'}) über unseren Online-Shop bei der ${c.name}, ${c.street}, ${c.city}, aufgeben. Vertragssprache ist Deutsch.</p>`,
            ],
            [
              '§ 2 Vertragsschluss',
              `<p>Die Darstellung der Produkte im Online-Shop ist kein rechtlich bindendes Angebot, sondern eine Einladung zur Bestellung. Mit dem Klick auf „${at ? 'Kostenpflichtig bestellen' : 'Zahlungspflichtig bestellen'}“ geben Sie ein verbindliches Angebot zum Kauf der Waren im Warenkorb ab. Bis dahin können Sie Ihre Angaben jederzeit prüfen und korrigieren.</p><p>Den Eingang Ihrer Bestellung bestätigen wir sofort per E-Mail; diese Bestätigung ist noch keine Annahme. Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail annehmen oder die Ware versenden, spätestens zwei Werktage nach Ihrer Bestellung. Den Vertragstext speichern wir; Sie erhalten ihn mit diesen AGB per E-Mail und finden Ihre Bestellungen in Ihrem Kundenkonto.</p>`,
            ],
            [
              '§ 3 Preise und Versandkosten',
              `<p>Alle Preise sind Endpreise einschließlich der gesetzlichen Umsatzsteuer. Für den Standardversand berechnen wir ${euro(lang, fee)}; ab einem Warenwert von ${euro(lang, freeFrom)} liefern wir versandkostenfrei. Einzelheiten finden Sie unter ${link('shipping', 'Versand und Zahlung')}.</p>`,
            ],
            [
              '§ 4 Lieferung',
              `<p>Wir liefern nach ${deliveryCountries('de', c)}. Die Lieferzeit beträgt ${days} Werktage, bei Vorkasse ab Eingang Ihrer Zahlung. Ist ein Produkt wider Erwarten nicht lieferbar, informieren wir Sie sofort und erstatten bereits geleistete Zahlungen unverzüglich.</p>`,
            ],
            [
              '§ 5 Zahlung',
              `<p>Zur Wahl stehen: ${payments}. Bei Vorkasse ist der Rechnungsbetrag innerhalb von sieben Tagen nach Vertragsschluss auf unser Konto zu überweisen.</p>`,
            ],
            [
              '§ 6 Eigentumsvorbehalt',
              '<p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>',
            ],
            [
              '§ 7 Widerrufsrecht',
              `<p>Als Verbraucherin oder Verbraucher haben Sie ein gesetzliches Widerrufsrecht; Einzelheiten stehen in der ${link('withdrawal', 'Widerrufsbelehrung')}. Darüber hinaus nehmen wir ungeöffnete Ware freiwillig innerhalb von 30 Tagen nach Erhalt zurück. Ihre gesetzlichen Rechte bleiben davon unberührt.</p>`,
            ],
            [
              '§ 8 Gewährleistung',
              at
                ? '<p>Es gilt das gesetzliche Gewährleistungsrecht (§§ 922 ff. ABGB und Verbrauchergewährleistungsgesetz). Bitte melden Sie offensichtliche Transportschäden möglichst bald dem Zusteller und uns; Ihre Rechte hängen davon nicht ab.</p>'
                : '<p>Es gilt das gesetzliche Mängelhaftungsrecht (§§ 434 ff. BGB). Bitte melden Sie offensichtliche Transportschäden möglichst bald dem Zusteller und uns; Ihre gesetzlichen Rechte hängen davon nicht ab.</p>',
            ],
            [
              '§ 9 Haftung',
              '<p>Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit und nach dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden.</p>',
            ],
            [
              '§ 10 Anwendbares Recht und Streitbeilegung',
              `<p>Es gilt ${at ? 'österreichisches' : 'deutsches'} Recht unter Ausschluss des UN-Kaufrechts. Zwingende Verbraucherschutzvorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt. Zur Verbraucherstreitbeilegung siehe ${link('imprint', 'Impressum')}.</p>`,
            ],
          ]
        : [
            [
              '1. Scope',
              `<p>These general terms and conditions apply to all orders that consumers (§ 13 BGB) place in our online shop with ${c.name}, ${c.street}, ${c.city}, ${c.country.en}. The contract languages are German and English.</p>`,
            ],
            [
              '2. Conclusion of the contract',
              '<p>The products shown in the shop are not a legally binding offer but an invitation to order. By clicking "Order and pay" you make a binding offer to buy the goods in your cart; until then you can check and correct your details at any time.</p><p>We confirm receipt of your order by email straight away; this confirmation is not yet an acceptance. The contract is concluded when we accept your order by email or ship the goods, at the latest two working days after your order. We store the contract text; you receive it with these terms by email and find your orders in your customer account.</p>',
            ],
            [
              '3. Prices and shipping costs',
              `<p>All prices are final prices including statutory VAT. Standard shipping costs ${euro(lang, fee)}; from a goods value of ${euro(lang, freeFrom)} shipping is free. See ${link('shipping', 'Shipping and payment')} for details.</p>`,
            ],
            [
              '4. Delivery',
              `<p>We deliver to ${deliveryCountries('en', c)}. Delivery takes ${days} working days, for payment in advance from the day your payment arrives. Should a product unexpectedly be unavailable, we tell you at once and refund any payment without delay.</p>`,
            ],
            [
              '5. Payment',
              `<p>Payment methods: ${payments}. For payment in advance, please transfer the invoice amount within seven days of the conclusion of the contract.</p>`,
            ],
            ['6. Retention of title', '<p>The goods remain our property until paid in full.</p>'],
            [
              '7. Right of withdrawal',
              `<p>As a consumer you have a statutory right of withdrawal; see the ${link('withdrawal', 'information on the right of withdrawal')}. In addition we voluntarily take back unopened goods within 30 days of receipt. This does not affect your statutory rights.</p>`,
            ],
            [
              '8. Warranty',
              '<p>The statutory warranty rights apply (§§ 434 ff. BGB). Please report obvious transport damage to the carrier and to us as soon as possible; your statutory rights do not depend on it.</p>',
            ],
            [
              '9. Liability',
              '<p>We are liable without limitation for intent and gross negligence, for injury to life, body or health and under the Product Liability Act. For slight negligence we are liable only for breaches of essential contractual obligations, limited to the foreseeable damage typical for the contract.</p>',
            ],
            [
              '10. Applicable law and disputes',
              `<p>German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. Mandatory consumer protection provisions of the country where you habitually live remain unaffected. On consumer dispute resolution see the ${link('imprint', 'legal notice')}.</p>`,
            ],
          ]
    return [
      b.header(lang === 'de' ? 'Allgemeine Geschäftsbedingungen' : 'General terms and conditions', {
        subheader: lang === 'de' ? 'Stand: März 2026' : 'Last updated: March 2026',
      }),
      ...sections.map(([heading, body]) => b.text(heading, body, { headerLayout: 2 })),
    ]
  }
