import { element, pluginHeader } from '../testing/element'

/**
 * One of the sign-in and account screens as the demo CMS sends them
 * (demo/cms/content/account-pages-auth.ts).
 */
export const fixture = element(811, 'login', {
  ...pluginHeader('Anmelden'),
  bodytext: '<p>Willkommen zurück.</p>',
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'E-Mail-Adresse'
