import { element } from './text-elements'

/** The order screens as the demo CMS sends them (demo/cms/content/account-pages-orders.ts). */
const header = (text: string) => ({
  header: text,
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
})

export const accountOrdersElement = element(821, 'account_orders', {
  ...header('Meine Bestellungen'),
  returnsLink: '/konto/retouren',
})

export const accountReturnsElement = element(822, 'account_returns', {
  ...header('Meine Retouren'),
  ordersLink: '/konto/bestellungen',
})

export const orderLookupElement = element(823, 'order_lookup', header('Wo ist meine Bestellung?'))
