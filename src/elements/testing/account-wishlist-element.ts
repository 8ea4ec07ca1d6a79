import { element } from './text-elements'

/** The wishlist as the demo CMS sends it (demo/cms/content/account-pages-wishlist.ts). */
export const accountWishlistElement = element(831, 'account_wishlist', {
  header: 'Mein Merkzettel',
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
  bodytext: '<p>Ihre gemerkten Produkte.</p>',
})
