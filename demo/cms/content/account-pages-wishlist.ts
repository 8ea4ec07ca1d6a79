import type { PageSpec } from './model'
import type { Lang } from './texts'

/**
 * The account's wishlist page: below the account page (`/konto/…`, which the
 * storefront guards), with the account_wishlist element, linked from the account overview like
 * the other account areas. The items are the customer's and load in the browser, never into the
 * cached page.
 */
export const accountWishlistSlug = (lang: Lang) =>
  lang === 'de' ? '/konto/merkzettel' : '/account/wishlist'

/** Page uids of this page on a site whose uids start at `base` (vitalis-de 0, vitalis-at 100 …). */
export const accountWishlistPageIds = (base: number): Record<string, number> => ({
  'account-wishlist': base + 53,
})

export const accountWishlistPages = (lang: Lang, o: { layoutColor: string }): PageSpec[] => {
  const de = lang === 'de'
  return [
    {
      key: 'account-wishlist',
      parent: 'account',
      slug: accountWishlistSlug(lang),
      hidden: true,
      noIndex: true,
      layoutColor: o.layoutColor,
      themeWorld: 'account',
      title: de ? 'Mein Merkzettel' : 'My wishlist',
      navTitle: de ? 'Merkzettel' : 'Wishlist',
      description: de
        ? 'Gemerkte Produkte ansehen und in den Warenkorb legen.'
        : 'See the products you saved and add them to your cart.',
      content: (b) => [
        b.accountWishlist(
          de ? 'Mein Merkzettel' : 'My wishlist',
          de
            ? '<p>Hier finden Sie die Produkte, die Sie sich gemerkt haben. Mit einem Klick liegen sie im Warenkorb.</p>'
            : '<p>Here are the products you saved for later. One click puts them in your cart.</p>',
          { headerLayout: 1 },
        ),
      ],
    },
  ]
}
