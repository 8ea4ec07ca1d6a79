import type { Company } from './company'
import type { PageSpec } from './model'
import type { Lang } from './texts'

/**
 * The account's order pages: orders (list, and one order with `?order=<number>`),
 * returns (list, `?return=<uid>` one return, `?order=<number>` a new return for an order) and the
 * guest order lookup. Orders and returns live below the account page (`/konto/…`, which the
 * storefront guards: no customer token, no page but the login); the guest lookup does not.
 * The order and return in the query are read by the browser only: the page is the same for
 * every order (cached once), and the customer's data never enters a cached page.
 */
export const accountOrderSlugs = (lang: Lang) =>
  lang === 'de'
    ? { orders: '/konto/bestellungen', returns: '/konto/retouren', lookup: '/bestellstatus' }
    : { orders: '/account/orders', returns: '/account/returns', lookup: '/order-status' }

/** Page uids of these pages on a site whose uids start at `base` (vitalis-de 0, vitalis-at 100 …). */
export const accountOrderPageIds = (base: number): Record<string, number> => ({
  'account-orders': base + 41,
  'account-orders-returns': base + 42,
  'account-orders-lookup': base + 43,
})

export const accountOrderPages = (
  lang: Lang,
  c: Company,
  o: { layoutColor: string },
): PageSpec[] => {
  const de = lang === 'de'
  const slugs = accountOrderSlugs(lang)
  const common = { hidden: true, noIndex: true, layoutColor: o.layoutColor, mandatory: false }
  return [
    {
      ...common,
      key: 'account-orders',
      parent: 'account',
      slug: slugs.orders,
      title: de ? 'Meine Bestellungen' : 'My orders',
      navTitle: de ? 'Bestellungen' : 'Orders',
      description: de
        ? 'Ihre Bestellungen, ihr Status und die Sendungen.'
        : 'Your orders, their status and shipments.',
      themeWorld: 'account',
      content: (b) => [
        b.accountOrders(de ? 'Meine Bestellungen' : 'My orders', b.link('account-orders-returns'), {
          headerLayout: 1,
        }),
        b.shortcut('', b.shared('service')),
      ],
    },
    {
      ...common,
      key: 'account-orders-returns',
      parent: 'account',
      slug: slugs.returns,
      title: de ? 'Meine Retouren' : 'My returns',
      navTitle: de ? 'Retouren' : 'Returns',
      description: de
        ? 'Retouren anmelden und ihren Stand verfolgen.'
        : 'Register returns and follow their progress.',
      themeWorld: 'account',
      content: (b) => [
        b.accountReturns(de ? 'Meine Retouren' : 'My returns', b.link('account-orders'), {
          headerLayout: 1,
        }),
        b.text(
          de ? 'So funktioniert die Rücksendung' : 'How returns work',
          de
            ? `<p>Ungeöffnete Ware können Sie innerhalb von 30 Tagen zurückschicken. Melden Sie die Retoure hier an; das Rücksendeetikett schicken wir Ihnen per E-Mail. Fragen beantwortet ${c.name} gern.</p>`
            : `<p>You can return unopened items within 30 days. Register the return here and we will email you the return label. ${c.name} is happy to answer any questions.</p>`,
          { headerLayout: 2 },
        ),
      ],
    },
    {
      ...common,
      key: 'account-orders-lookup',
      parent: 'home',
      slug: slugs.lookup,
      title: de ? 'Bestellstatus' : 'Order status',
      description: de
        ? 'Den Stand Ihrer Bestellung ohne Kundenkonto abfragen.'
        : 'Check your order without an account.',
      themeWorld: 'shop',
      content: (b) => [
        b.orderLookup(de ? 'Wo ist meine Bestellung?' : 'Where is my order?', {
          headerLayout: 1,
          subheader: de
            ? 'Für Bestellungen ohne Kundenkonto'
            : 'For orders placed without an account',
        }),
        b.shortcut('', b.shared('service')),
      ],
    },
  ]
}
