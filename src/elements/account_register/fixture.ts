import { element, pluginHeader } from '../testing/element'

/**
 * One of the sign-in and account screens as the demo CMS sends them
 * (demo/cms/content/account-pages-auth.ts).
 */
export const fixture = element(812, 'account_register', {
  ...pluginHeader('Kundenkonto anlegen'),
  bodytext: '',
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Kundenkonto anlegen'
