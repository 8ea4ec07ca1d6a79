import type { Builder } from './builders'
import { deliveryCountries, deliveryFees, euro, shippingTerms, type Company } from './company'
import { accountAddressesPages } from './account-pages-addresses'
import { accountWishlistPages } from './account-pages-wishlist'
import { accountOrderPages } from './account-pages-orders'
import { accountAuthPages } from './account-pages-auth'
import { contactPages } from './contact-pages'
import { pressPages } from './press-pages'
import { pharmacyPages } from './pharmacy-pages'
import { legalPages } from './legal-pages'
import type { PageSpec } from './model'
import type { Lang } from './texts'

export { euro, shippingTerms, type Company } from './company'

/**
 * The service pages every site has (cart, order success, login, account, error, and the legal pages from
 * ./legal-pages.ts) and the shared "service contact" block. Shop and legal pages read alike
 * across brands; what differs is the company behind them, its shipping terms and its colours.
 */

export const serviceSlugs = (lang: Lang) =>
  lang === 'de'
    ? {
        cart: '/warenkorb',
        success: '/bestellung-abgeschlossen',
        login: '/login',
        account: '/konto',
        error: '/seite-nicht-gefunden',
      }
    : {
        cart: '/cart',
        success: '/order-complete',
        login: '/login',
        account: '/account',
        error: '/page-not-found',
      }

/** Page uids of the service pages that not every site lists by hand. */
export const productDetailPageIds = (base: number): Record<string, number> => ({
  'product-detail': base + 70,
})

/** The contact box, stored once and shown through shortcut elements. */
export const serviceBlock = (lang: Lang, c: Company) => (b: Builder) => {
  const tel = c.phone.replace(/[^\d+]/g, '')
  return [
    b.text(
      lang === 'de' ? 'Fragen? Wir sind für Sie da.' : 'Questions? We are here to help.',
      lang === 'de'
        ? `<p>Unser Service-Team erreichen Sie ${c.hours.de} unter <a href="tel:${tel}">${c.phone}</a> (kostenfrei) oder per E-Mail an <a href="mailto:${c.email}">${c.email}</a>.</p>`
        : `<p>Our service team is available ${c.hours.en} on <a href="tel:${tel}">${c.phone}</a> (free of charge) or by email at <a href="mailto:${c.email}">${c.email}</a>.</p>`,
      { layout: 'layout-1', frameClass: 'box', headerLayout: 2 },
    ),
  ]
}

/** The shipping and returns text of the cart page, drawn from the shop's rates. */
export const shippingText = (lang: Lang, c: Company): string => {
  const { freeFrom, days } = shippingTerms(c)
  const countries = deliveryCountries(lang, c)
  const fees = deliveryFees(lang, c)
  return lang === 'de'
    ? `<p>Wir liefern innerhalb von ${days} Werktagen nach ${countries}. Ab einem Bestellwert von ${euro(lang, freeFrom)} ist der Versand kostenfrei, darunter berechnen wir ${fees}.</p><p>Sie haben 30 Tage Rückgaberecht für ungeöffnete Ware.</p>`
    : `<p>We deliver to ${countries} within ${days} working days. Shipping is free from ${euro(lang, freeFrom)}; below that we charge ${fees}.</p><p>Unopened items can be returned within 30 days.</p>`
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
      // Served at `<products page>/<url key>` by the route enhancer (../product-route.ts).
      key: 'product-detail',
      parent: 'products',
      slug: de ? '/produkte/produkt' : '/products/product',
      title: de ? 'Produkt' : 'Product',
      description: de ? 'Ein Produkt im Detail.' : 'A product in detail.',
      layout: 'layout-3',
      themeWorld: 'shop',
      content: (b) => [b.productDetail(), b.shortcut('', b.shared('service'))],
    },
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
        b.text(de ? 'Versand und Rückgabe' : 'Shipping and returns', shipping, { headerLayout: 2 }),
        b.shortcut('', b.shared('service')),
      ],
    },
    {
      ...common,
      key: 'success',
      parent: 'cart',
      slug: slugs.success,
      // Neutral: the cached page is also what a typed address without an order shows.
      title: de ? 'Ihre Bestellung' : 'Your order',
      description: de ? 'Die Bestätigung Ihrer Bestellung.' : 'The confirmation of your order.',
      noIndex: true,
      layout: 'layout-3',
      themeWorld: 'shop',
      content: (b) => [
        b.checkoutSuccess(
          de ? 'Vielen Dank für Ihre Bestellung!' : 'Thank you for your order!',
          de
            ? `<p>Wir packen Ihr Paket und schicken Ihnen die Bestellbestätigung und später die Sendungsnummer per E-Mail. ${c.name} liefert innerhalb von ${c.shipping.days} Werktagen.</p>`
            : `<p>We are packing your parcel and will email you the order confirmation and, later, the tracking number. ${c.name} delivers within ${c.shipping.days} working days.</p>`,
          { headerLayout: 1 },
        ),
        b.shortcut('', b.shared('service')),
      ],
    },
    // Account overview, login, register, password, account information (./account-pages-auth.ts):
    ...accountAuthPages(lang, slugs, o),
    ...accountOrderPages(lang, c, o),
    ...accountAddressesPages(lang, o),
    ...accountWishlistPages(lang, o),
    ...legalPages(lang, c, o),
    ...contactPages(lang, c, o),
    ...pressPages(lang, c, o),
    ...pharmacyPages(lang, c, o),
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
