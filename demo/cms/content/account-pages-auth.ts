import type { Builder } from './builders'
import type { PageSpec } from './model'
import type { Lang } from './texts'

/**
 * The sign-in and account pages of every brand site and locale: login,
 * create account, password forgotten and reset (one page: the reset link opens it with
 * ?email=&token=), the account overview and the account information. The paths match the
 * storefront's page links (wrangler.toml `pageLinks`: login, register, password, account): the
 * account area is everything at or below `account`, which the storefront's route guard keeps for
 * signed-in customers, so the guest pages (register, password) live outside it.
 *
 * Page uids: ACCOUNT_AUTH_PAGE_IDS, added to each site's `pageIds` beside its own numbers.
 */

export const accountAuthSlugs = (lang: Lang) =>
  lang === 'de'
    ? {
        register: '/registrieren',
        password: '/passwort-vergessen',
        information: '/konto/persoenliche-daten',
      }
    : { register: '/register', password: '/forgot-password', information: '/account/details' }

/** The uids of these pages on a site whose page uids start at `base` (1, 101, 201 …). */
export const accountAuthPageIds = (base: number): Record<string, number> => ({
  'account-auth-register': base + 60,
  'account-auth-password': base + 61,
  'account-auth-information': base + 62,
})

/** The account areas below the overview (the addresses, orders … pages of the site too). */
const accountAreas = (b: Builder, accountPath: string) =>
  b
    .children('account')
    .filter((item) => item.link.startsWith(`${accountPath}/`))
    .map((item) => ({ title: item.title, link: item.link }))

export const accountAuthPages = (
  lang: Lang,
  slugs: { login: string; account: string },
  o: { layoutColor: string },
): PageSpec[] => {
  const de = lang === 'de'
  const own = accountAuthSlugs(lang)
  const common = {
    hidden: true,
    noIndex: true,
    themeWorld: 'account',
    layoutColor: o.layoutColor,
  }
  return [
    {
      ...common,
      key: 'account',
      parent: 'home',
      slug: slugs.account,
      title: de ? 'Mein Konto' : 'My account',
      description: de
        ? 'Bestellungen, Adressen und Daten verwalten.'
        : 'Manage orders, addresses and details.',
      breadcrumbException: true,
      content: (b) => [
        b.account(de ? 'Mein Konto' : 'My account', {
          headerLayout: 1,
          links: accountAreas(b, b.link('account')),
        }),
        b.shortcut('', b.shared('service')),
      ],
    },
    {
      ...common,
      key: 'login',
      parent: 'account',
      slug: slugs.login,
      title: de ? 'Anmelden' : 'Sign in',
      description: de
        ? 'Melden Sie sich in Ihrem Kundenkonto an.'
        : 'Sign in to your customer account.',
      content: (b) => [
        b.login(de ? 'Anmelden' : 'Sign in', {
          headerLayout: 1,
          subheader: de ? 'Willkommen zurück' : 'Welcome back',
        }),
        b.text(
          de ? 'Als Gast bestellen' : 'Order as a guest',
          de
            ? `<p>Sie können jederzeit auch als Gast bestellen. Mit einem Kundenkonto sehen Sie Ihre Bestellungen auf einen Blick und bestellen Ihre Lieblingsprodukte mit zwei Klicks nach.</p><p>Ihr Warenkorb bleibt beim Anmelden erhalten – versprochen. <a href="${b.link('cart')}">Zum Warenkorb</a></p>`
            : `<p>You can always order as a guest. With an account you see all your orders at a glance and reorder your favourites in two clicks.</p><p>Your cart stays with you when you sign in. <a href="${b.link('cart')}">Go to your cart</a></p>`,
          { headerLayout: 2 },
        ),
      ],
    },
    {
      ...common,
      key: 'account-auth-register',
      parent: 'login',
      slug: own.register,
      title: de ? 'Kundenkonto anlegen' : 'Create an account',
      description: de ? 'Legen Sie Ihr Kundenkonto an.' : 'Create your customer account.',
      content: (b) => [
        b.accountScreen(
          'account_register',
          de ? 'Kundenkonto anlegen' : 'Create an account',
          de
            ? '<p>Mit Ihrem Kundenkonto sehen Sie Ihre Bestellungen und Adressen auf einen Blick. Ihr Warenkorb bleibt erhalten.</p>'
            : '<p>With an account you see your orders and addresses at a glance. Your cart stays with you.</p>',
          { headerLayout: 1 },
        ),
      ],
    },
    {
      ...common,
      key: 'account-auth-password',
      parent: 'login',
      slug: own.password,
      title: de ? 'Passwort vergessen' : 'Forgot your password',
      description: de ? 'Legen Sie ein neues Passwort fest.' : 'Choose a new password.',
      content: (b) => [
        b.accountScreen(
          'account_password',
          de ? 'Passwort vergessen?' : 'Forgot your password?',
          '',
          { headerLayout: 1 },
        ),
      ],
    },
    {
      ...common,
      key: 'account-auth-information',
      parent: 'account',
      slug: own.information,
      title: de ? 'Persönliche Daten' : 'Account information',
      description: de
        ? 'Name, E-Mail-Adresse und Passwort ändern.'
        : 'Change your name, email address and password.',
      content: (b) => [
        b.accountScreen(
          'account_information',
          de ? 'Persönliche Daten' : 'Account information',
          de
            ? '<p>Ändern Sie hier Ihren Namen, Ihre E-Mail-Adresse und Ihr Passwort.</p>'
            : '<p>Change your name, email address and password here.</p>',
          { headerLayout: 1 },
        ),
      ],
    },
  ]
}
