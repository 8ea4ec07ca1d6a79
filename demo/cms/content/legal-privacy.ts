import type { ContentElement } from '../types'
import type { Builder } from './builders'
import { isAustrian, type Company } from './company'
import type { Lang } from './texts'

/**
 * The privacy notice (Art. 13 GDPR): who is responsible, for what and on which legal basis data
 * is processed, who receives it, how long it is kept, and the visitor's rights. The storefront
 * shows its analytics opt-out on this page (SPEC.md section 2), after the audience measurement
 * section that explains it.
 */
export const privacyContent =
  (lang: Lang, c: Company) =>
  (b: Builder): ContentElement[] => {
    const de = lang === 'de'
    const at = isAustrian(c)
    const address = `${c.name}<br>${c.street}<br>${c.city}<br>${c.country[lang]}`
    return [
      b.header(de ? 'Datenschutzerklärung' : 'Privacy policy', {
        subheader: de ? 'Stand: März 2026' : 'Last updated: March 2026',
      }),
      b.text(
        de ? 'Verantwortliche Stelle' : 'Controller',
        de
          ? `<p>${address}<br>E-Mail: <a href="mailto:${c.email}">${c.email}</a></p><p>Unsere Datenschutzbeauftragte erreichen Sie unter <a href="mailto:${c.legal.privacyEmail}">${c.legal.privacyEmail}</a>.</p>`
          : `<p>${address}<br>Email: <a href="mailto:${c.email}">${c.email}</a></p><p>You can reach our data protection officer at <a href="mailto:${c.legal.privacyEmail}">${c.legal.privacyEmail}</a>.</p>`,
        { headerLayout: 2 },
      ),
      b.bullets(
        de ? 'Wofür wir Daten verarbeiten' : 'Why we process data',
        de
          ? [
              'Bereitstellung und Sicherheit dieser Website, etwa kurzzeitige Server-Protokolle (Art. 6 Abs. 1 lit. f DSGVO)',
              'Abwicklung Ihrer Bestellungen, Zahlungen und Ihres Kundenkontos (Art. 6 Abs. 1 lit. b DSGVO)',
              'Erfüllung gesetzlicher Aufbewahrungspflichten aus Handels- und Steuerrecht (Art. 6 Abs. 1 lit. c DSGVO)',
              'Beantwortung Ihrer Anfragen an unseren Kundenservice (Art. 6 Abs. 1 lit. b und f DSGVO)',
              'Cookielose Reichweitenmessung, solange Sie nicht widersprechen (Art. 6 Abs. 1 lit. f DSGVO)',
            ]
          : [
              'Providing and securing this website, such as short-lived server logs (Art. 6(1)(f) GDPR)',
              'Processing your orders, payments and your customer account (Art. 6(1)(b) GDPR)',
              'Meeting retention duties under commercial and tax law (Art. 6(1)(c) GDPR)',
              'Answering your questions to our service team (Art. 6(1)(b) and (f) GDPR)',
              'Cookie-less audience measurement unless you object (Art. 6(1)(f) GDPR)',
            ],
        { headerLayout: 2 },
      ),
      b.definitions(
        de ? 'Wer Ihre Daten erhält' : 'Who receives your data',
        de
          ? [
              ['Versand', 'DHL erhält Name und Lieferadresse, um Ihr Paket zuzustellen.'],
              [
                'Zahlung',
                'Zahlen Sie mit PayPal, erhält PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg, die für die Zahlung nötigen Daten.',
              ],
              [
                'Technik',
                'Unsere Hosting- und IT-Dienstleister verarbeiten Daten nur nach unserer Weisung (Art. 28 DSGVO) und innerhalb der EU.',
              ],
            ]
          : [
              ['Shipping', 'DHL receives your name and delivery address to deliver your parcel.'],
              [
                'Payment',
                'If you pay with PayPal, PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg, receives the data the payment needs.',
              ],
              [
                'Technology',
                'Our hosting and IT service providers process data only on our instructions (Art. 28 GDPR) and within the EU.',
              ],
            ],
        { headerLayout: 2 },
      ),
      b.text(
        de ? 'Wie lange wir Daten speichern' : 'How long we keep data',
        de
          ? `<p>Server-Protokolle löschen wir nach sieben Tagen. Ihr Kundenkonto bleibt bestehen, bis Sie es löschen lassen. Bestell- und Rechnungsdaten bewahren wir so lange auf, wie es das ${at ? 'Steuerrecht verlangt (sieben Jahre, § 132 BAO)' : 'Handels- und Steuerrecht verlangt (bis zu zehn Jahre, § 257 HGB, § 147 AO)'}, und löschen sie danach.</p>`
          : `<p>We delete server logs after seven days. Your customer account stays until you ask us to delete it. Order and invoice data are kept as long as ${at ? 'tax law requires (seven years, § 132 BAO)' : 'commercial and tax law require (up to ten years, § 257 HGB, § 147 AO)'} and deleted afterwards.</p>`,
        { headerLayout: 2 },
      ),
      b.table(
        de ? 'Cookies auf dieser Website' : 'Cookies on this website',
        de
          ? [
              ['Name', 'Zweck', 'Speicherdauer'],
              ['cart', 'Merkt sich Ihren Warenkorb', '30 Tage'],
              ['customer-token', 'Hält Sie nach der Anmeldung angemeldet', '7 Tage'],
              [
                'mtm_consent_removed',
                'Speichert Ihren Widerspruch gegen die Reichweitenmessung',
                '1 Jahr',
              ],
            ]
          : [
              ['Name', 'Purpose', 'Lifetime'],
              ['cart', 'Remembers your cart', '30 days'],
              ['customer-token', 'Keeps you signed in', '7 days'],
              ['mtm_consent_removed', 'Stores your objection to audience measurement', '1 year'],
            ],
        {
          headerLayout: 2,
          caption: de
            ? 'Alle Cookies sind technisch notwendig.'
            : 'All cookies are strictly necessary.',
        },
      ),
      b.text(
        de ? 'Reichweitenmessung' : 'Audience measurement',
        de
          ? '<p>Um unser Angebot zu verbessern, zählen wir Seitenaufrufe ohne Cookies und ohne Ihre IP-Adresse zu speichern. Wenn Sie das nicht möchten, entfernen Sie unten den Haken – wir respektieren Ihre Entscheidung auf diesem Gerät.</p>'
          : '<p>To improve our shop we count page views without cookies and without storing your IP address. If you would rather we did not, untick the box below and we will respect that on this device.</p>',
        { headerLayout: 2 },
      ),
      b.definitions(
        de ? 'Ihre Rechte' : 'Your rights',
        de
          ? [
              [
                'Auskunft',
                'Sie können erfahren, welche Daten wir über Sie speichern (Art. 15 DSGVO).',
              ],
              [
                'Berichtigung und Löschung',
                'Falsche Daten korrigieren wir, nicht mehr benötigte löschen wir (Art. 16 und 17 DSGVO).',
              ],
              [
                'Einschränkung und Datenübertragbarkeit',
                'Sie können verlangen, dass wir Daten nur noch eingeschränkt verarbeiten oder Ihnen in einem gängigen Format übergeben (Art. 18 und 20 DSGVO).',
              ],
              [
                'Widerspruch',
                'Sie können der Verarbeitung auf Grundlage berechtigter Interessen jederzeit widersprechen (Art. 21 DSGVO).',
              ],
              [
                'Beschwerde',
                `Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO)${at ? ', in Österreich bei der Datenschutzbehörde in Wien' : ', etwa bei der für Ihren Wohnort oder unseren Sitz zuständigen'}.`,
              ],
            ]
          : [
              ['Access', 'You can ask which data we hold about you (Art. 15 GDPR).'],
              [
                'Correction and erasure',
                'We correct wrong data and delete data we no longer need (Art. 16 and 17 GDPR).',
              ],
              [
                'Restriction and portability',
                'You can ask us to restrict processing or to hand your data to you in a common format (Art. 18 and 20 GDPR).',
              ],
              [
                'Objection',
                'You can object at any time to processing based on legitimate interests (Art. 21 GDPR).',
              ],
              [
                'Complaint',
                'You can lodge a complaint with a data protection authority, for example the one where you live or where we are based (Art. 77 GDPR).',
              ],
            ],
        { headerLayout: 2 },
      ),
    ]
  }
