import { standardShippingTerms } from '../../shop/domain/shipping-rates'
import type { Builder } from './builders'
import type { PageSpec } from './model'
import type { Lang } from './texts'

/**
 * The service pages every site has (cart, login, account, privacy, error) and the shared
 * "service contact" block. Shop and legal pages read alike across brands; what differs is the
 * company behind them, its shipping terms and its colours.
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
}

export const serviceSlugs = (lang: Lang) =>
  lang === 'de'
    ? {
        cart: '/warenkorb',
        login: '/login',
        account: '/konto',
        privacy: '/datenschutz',
        error: '/seite-nicht-gefunden',
      }
    : {
        cart: '/cart',
        login: '/login',
        account: '/account',
        privacy: '/privacy',
        error: '/page-not-found',
      }

export const euro = (lang: Lang, value: number) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
  }).format(value)

/** The contact box, stored once and shown through shortcut elements. */
export const serviceBlock = (lang: Lang, c: Company) => (b: Builder) => {
  const tel = c.phone.replace(/[^\d+]/g, '')
  return [
    b.text(
      lang === 'de' ? 'Fragen? Wir sind für Sie da.' : 'Questions? We are here to help.',
      lang === 'de'
        ? `<p>Unser Service-Team erreichen Sie ${c.hours.de} unter <a href="tel:${tel}">${c.phone}</a> (kostenfrei) oder per E-Mail an <a href="mailto:${c.email}">${c.email}</a>.</p>`
        : `<p>Our service team is available ${c.hours.en} on <a href="tel:${tel}">${c.phone}</a> (free of charge) or by email at <a href="mailto:${c.email}">${c.email}</a>.</p>`,
      { layout: 'layout-1', frameClass: 'box', headerLayout: 3 },
    ),
  ]
}

/** The company's shipping terms, in euros, as the demo shop charges them. */
export const shippingTerms = (c: Company) => {
  const terms = standardShippingTerms(c.shipping.country)
  if (!terms) throw new Error(`the demo shop does not ship to ${c.shipping.country}`)
  return { fee: terms.feeCents / 100, freeFrom: terms.freeFromCents / 100, days: c.shipping.days }
}

/** The shipping and returns text of the cart page, drawn from the shop's rates. */
export const shippingText = (lang: Lang, c: Company): string => {
  const { fee, freeFrom, days } = shippingTerms(c)
  return lang === 'de'
    ? `<p>Wir liefern innerhalb von ${days} Werktagen nach ${c.country.de}. Ab einem Bestellwert von ${euro(lang, freeFrom)} ist der Versand kostenfrei, darunter berechnen wir ${euro(lang, fee)}.</p><p>Sie haben 30 Tage Rückgaberecht für ungeöffnete Ware.</p>`
    : `<p>We deliver to ${c.country.en} within ${days} working days. Shipping is free from ${euro(lang, freeFrom)}; below that we charge ${euro(lang, fee)}.</p><p>Unopened items can be returned within 30 days.</p>`
}

export const servicePages = (
  lang: Lang,
  c: Company,
  o: { layoutColor: string; privacySeo?: 'list' | 'object' },
): PageSpec[] => {
  const de = lang === 'de'
  const slugs = serviceSlugs(lang)
  const shipping = shippingText(lang, c)
  const common = { parent: 'home', hidden: true, layoutColor: o.layoutColor }
  return [
    {
      ...common,
      key: 'cart',
      slug: slugs.cart,
      title: de ? 'Warenkorb' : 'Cart',
      description: de ? 'Ihr Warenkorb im Überblick.' : 'Your cart at a glance.',
      noIndex: true,
      layout: 'layout-3',
      themeWorld: 'shop',
      ecommerce: { staticBanner: true },
      content: (b) => [
        b.cart(de ? 'Ihr Warenkorb' : 'Your cart', { headerLayout: 1 }),
        b.text(de ? 'Versand und Rückgabe' : 'Shipping and returns', shipping, { headerLayout: 3 }),
        b.shortcut('', b.shared('service')),
      ],
    },
    {
      ...common,
      key: 'account',
      slug: slugs.account,
      title: de ? 'Mein Konto' : 'My account',
      description: de
        ? 'Bestellungen, Adressen und Daten verwalten.'
        : 'Manage orders, addresses and details.',
      noIndex: true,
      breadcrumbException: true,
      themeWorld: 'account',
      content: (b) => [
        b.account(de ? 'Mein Konto' : 'My account', { headerLayout: 1 }),
        b.bullets(
          de ? 'Das können Sie hier erledigen' : 'What you can do here',
          de
            ? [
                'Bestellungen und Sendungsstatus ansehen',
                'Liefer- und Rechnungsadressen verwalten',
                'Retouren anmelden',
                'Persönliche Daten und Passwort ändern',
              ]
            : [
                'See your orders and track parcels',
                'Manage delivery and billing addresses',
                'Register a return',
                'Change your details and password',
              ],
          { headerLayout: 3 },
        ),
        b.shortcut('', b.shared('service')),
      ],
    },
    {
      ...common,
      key: 'login',
      parent: 'account',
      slug: slugs.login,
      title: de ? 'Anmelden' : 'Sign in',
      description: de
        ? 'Melden Sie sich in Ihrem Kundenkonto an.'
        : 'Sign in to your customer account.',
      noIndex: true,
      themeWorld: 'account',
      content: (b) => [
        b.login(de ? 'Anmelden' : 'Sign in', {
          headerLayout: 1,
          subheader: de ? 'Willkommen zurück' : 'Welcome back',
        }),
        b.text(
          de ? 'Noch kein Kundenkonto?' : 'No account yet?',
          de
            ? `<p>Sie können jederzeit auch als Gast bestellen. Mit einem Kundenkonto sehen Sie Ihre Bestellungen auf einen Blick und bestellen Ihre Lieblingsprodukte mit zwei Klicks nach.</p><p>Ihr Warenkorb bleibt beim Anmelden erhalten – versprochen. <a href="${b.link('cart')}">Zum Warenkorb</a></p>`
            : `<p>You can always order as a guest. With an account you see all your orders at a glance and reorder your favourites in two clicks.</p><p>Your cart stays with you when you sign in. <a href="${b.link('cart')}">Go to your cart</a></p>`,
          { headerLayout: 3 },
        ),
      ],
    },
    {
      ...common,
      key: 'privacy',
      slug: slugs.privacy,
      title: de ? 'Datenschutz' : 'Privacy',
      navTitle: de ? 'Datenschutz' : 'Privacy policy',
      description: de ? `Wie ${c.name} Ihre Daten schützt.` : `How ${c.name} protects your data.`,
      ...(o.privacySeo ? { seo: o.privacySeo } : {}),
      themeWorld: 'legal',
      content: (b) => [
        b.header(de ? 'Datenschutzerklärung' : 'Privacy policy', {
          subheader: de ? 'Stand: März 2026' : 'Last updated: March 2026',
        }),
        b.text(
          de ? 'Verantwortliche Stelle' : 'Controller',
          `<p>${c.name}<br>${c.street}<br>${c.city}<br>${c.country[lang]}<br>${de ? 'E-Mail' : 'Email'}: <a href="mailto:${c.email}">${c.email}</a></p>`,
          { headerLayout: 3 },
        ),
        b.bullets(
          de ? 'Wofür wir Daten verarbeiten' : 'Why we process data',
          de
            ? [
                'Bereitstellung und Sicherheit dieser Website (Art. 6 Abs. 1 lit. f DSGVO)',
                'Abwicklung Ihrer Bestellungen und Ihres Kundenkontos (Art. 6 Abs. 1 lit. b DSGVO)',
                'Versand unseres Newsletters, wenn Sie eingewilligt haben (Art. 6 Abs. 1 lit. a DSGVO)',
                'Cookielose Reichweitenmessung, solange Sie nicht widersprechen (Art. 6 Abs. 1 lit. f DSGVO)',
              ]
            : [
                'Providing and securing this website (Art. 6(1)(f) GDPR)',
                'Processing your orders and your customer account (Art. 6(1)(b) GDPR)',
                'Sending our newsletter if you have agreed to it (Art. 6(1)(a) GDPR)',
                'Cookie-less audience measurement unless you object (Art. 6(1)(f) GDPR)',
              ],
          { headerLayout: 3 },
        ),
        b.table(
          de ? 'Cookies auf dieser Website' : 'Cookies on this website',
          de
            ? [
                ['Name', 'Zweck', 'Speicherdauer'],
                ['cart', 'Merkt sich Ihren Warenkorb', '30 Tage'],
                ['customer-token', 'Hält Sie nach der Anmeldung angemeldet', '7 Tage'],
                [
                  'analytics-opt-out',
                  'Speichert Ihren Widerspruch gegen die Reichweitenmessung',
                  '1 Jahr',
                ],
              ]
            : [
                ['Name', 'Purpose', 'Lifetime'],
                ['cart', 'Remembers your cart', '30 days'],
                ['customer-token', 'Keeps you signed in', '7 days'],
                ['analytics-opt-out', 'Stores your objection to audience measurement', '1 year'],
              ],
          {
            headerLayout: 3,
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
          { headerLayout: 3 },
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
                  'Widerspruch',
                  'Sie können der Verarbeitung auf Grundlage berechtigter Interessen widersprechen (Art. 21 DSGVO).',
                ],
                [
                  'Beschwerde',
                  'Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO).',
                ],
              ]
            : [
                ['Access', 'You can ask which data we hold about you (Art. 15 GDPR).'],
                [
                  'Correction and erasure',
                  'We correct wrong data and delete data we no longer need (Art. 16 and 17 GDPR).',
                ],
                [
                  'Objection',
                  'You can object to processing based on legitimate interests (Art. 21 GDPR).',
                ],
                [
                  'Complaint',
                  'You can lodge a complaint with a data protection authority (Art. 77 GDPR).',
                ],
              ],
          { headerLayout: 3 },
        ),
      ],
    },
    {
      ...common,
      key: 'error',
      slug: slugs.error,
      title: de ? 'Seite nicht gefunden' : 'Page not found',
      subtitle: de ? 'Fehler 404' : 'Error 404',
      description: de ? 'Diese Seite gibt es leider nicht.' : 'This page does not exist.',
      noIndex: true,
      themeWorld: 'error',
      content: (b) => [
        b.text(
          de ? 'Diese Seite gibt es leider nicht (mehr)' : 'This page does not exist (any more)',
          de
            ? `<p>Vielleicht hat sich die Adresse geändert oder ein Link war veraltet. Auf der <a href="${b.link('home')}">Startseite</a> finden Sie alles Wichtige – oder Sie stöbern direkt in unseren <a href="${b.link('products')}">Produkten</a>.</p>`
            : `<p>The address may have changed or a link was out of date. Everything important is on the <a href="${b.link('home')}">home page</a>, or browse our <a href="${b.link('products')}">products</a>.</p>`,
          { headerLayout: 1 },
        ),
        b.menuPages(
          de ? 'Vielleicht hilft Ihnen das weiter' : 'These pages might help',
          ['home', 'products', 'guide'],
          {
            layout: 'menu-with-cards',
            headerLayout: 3,
          },
        ),
      ],
    },
  ]
}
