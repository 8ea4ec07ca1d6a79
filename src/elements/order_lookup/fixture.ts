import { element, pluginHeader } from '../testing/element'

/**
 * One of the order screens as the demo CMS sends them (demo/cms/content/account-pages-orders.ts).
 */
export const fixture = element(823, 'order_lookup', pluginHeader('Wo ist meine Bestellung?'))

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Bestellnummer'
