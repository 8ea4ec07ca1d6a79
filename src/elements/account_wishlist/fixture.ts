import { element } from '../testing/element'

/** The wishlist as the demo CMS sends it (demo/cms/content/account-pages-wishlist.ts). */
export const fixture = element(831, 'account_wishlist', {
  header: 'Mein Merkzettel',
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
  bodytext: '<p>Ihre gemerkten Produkte.</p>',
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Bitte melden Sie sich an'
