import { element, pluginHeader } from '../testing/element'

/**
 * One of the sign-in and account screens as the demo CMS sends them
 * (demo/cms/content/account-pages-auth.ts).
 */
export const fixture = element(815, 'account_information', {
  ...pluginHeader('Persönliche Daten'),
  bodytext: '',
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Bitte melden Sie sich an'
