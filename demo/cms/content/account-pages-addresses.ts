import type { PageSpec } from './model'
import type { Lang } from './texts'

/**
 * The account's address book page: below the account page (`/konto/…`,
 * which the storefront guards), with the account_addresses element; the addresses are the
 * customer's and load in the browser, never into the cached page.
 */
export const accountAddressesSlug = (lang: Lang) =>
  lang === 'de' ? '/konto/adressen' : '/account/addresses'

/** Page uids of this page on a site whose uids start at `base` (vitalis-de 0, vitalis-at 100 …). */
export const accountAddressesPageIds = (base: number): Record<string, number> => ({
  'account-addresses': base + 51,
})

export const accountAddressesPages = (lang: Lang, o: { layoutColor: string }): PageSpec[] => {
  const de = lang === 'de'
  return [
    {
      key: 'account-addresses',
      parent: 'account',
      slug: accountAddressesSlug(lang),
      hidden: true,
      noIndex: true,
      layoutColor: o.layoutColor,
      themeWorld: 'account',
      title: de ? 'Meine Adressen' : 'My addresses',
      navTitle: de ? 'Adressen' : 'Addresses',
      description: de
        ? 'Liefer- und Rechnungsadressen verwalten.'
        : 'Manage your delivery and billing addresses.',
      content: (b) => [
        b.accountAddresses(
          de ? 'Meine Adressen' : 'My addresses',
          de
            ? '<p>Hier verwalten Sie Ihre Liefer- und Rechnungsadressen. Die Standardadressen schlagen wir Ihnen an der Kasse vor.</p>'
            : '<p>Manage your delivery and billing addresses here. We suggest your default addresses at checkout.</p>',
          { headerLayout: 1 },
        ),
      ],
    },
  ]
}
