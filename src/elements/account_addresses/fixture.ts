import { element } from '../testing/element'

/** The address book as the demo CMS sends it (demo/cms/content/account-pages-addresses.ts). */
export const fixture = element(804, 'account_addresses', {
  header: 'Meine Adressen',
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
  bodytext: '<p>Ihre Liefer- und Rechnungsadressen.</p>',
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Bitte melden Sie sich an'
