import { element } from './text-elements'

/** The address book as the demo CMS sends it (demo/cms/content/account-pages-addresses.ts). */
export const accountAddressesElement = element(804, 'account_addresses', {
  header: 'Meine Adressen',
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
  bodytext: '<p>Ihre Liefer- und Rechnungsadressen.</p>',
})
