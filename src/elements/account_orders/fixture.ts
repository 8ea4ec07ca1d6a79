import { element, pluginHeader } from '../testing/element'

/**
 * One of the order screens as the demo CMS sends them (demo/cms/content/account-pages-orders.ts).
 */
export const fixture = element(821, 'account_orders', {
  ...pluginHeader('Meine Bestellungen'),
  returnsLink: '/konto/retouren',
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Meine Bestellungen'
