import { element } from './text-elements'

/** The sign-in and account screens as the demo CMS sends them (demo/cms/content/account-pages-auth.ts). */
const header = (text: string) => ({
  header: text,
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
})

export const loginElement = element(811, 'login', {
  ...header('Anmelden'),
  bodytext: '<p>Willkommen zurück.</p>',
})

export const accountRegisterElement = element(812, 'account_register', {
  ...header('Kundenkonto anlegen'),
  bodytext: '',
})

export const accountPasswordElement = element(813, 'account_password', {
  ...header('Passwort vergessen'),
  bodytext: '',
})

export const accountElement = element(814, 'account', {
  ...header('Mein Konto'),
  bodytext: '',
  links: [
    { title: 'Persönliche Daten', link: '/konto/persoenliche-daten' },
    { title: 'Adressen', link: '/konto/adressen' },
  ],
})

export const accountInformationElement = element(815, 'account_information', {
  ...header('Persönliche Daten'),
  bodytext: '',
})
