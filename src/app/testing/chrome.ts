import type { Breadcrumb, LanguageLink, NavItem } from '../../lib/page'

/** Small builders for test data shaped like the normalised TYPO3 EXT:headless output. */

export const crumb = (title: string, overrides: Partial<Breadcrumb> = {}): Breadcrumb => ({
  title,
  link: `/${title.toLowerCase()}`,
  permaLink: `/?id=${title.length}`,
  current: false,
  exception: false,
  ...overrides,
})

export const navItem = (title: string, overrides: Partial<NavItem> = {}): NavItem => ({
  title,
  link: `/${title.toLowerCase()}`,
  target: '',
  active: false,
  current: false,
  children: [],
  ...overrides,
})

export const language = (code: string, overrides: Partial<LanguageLink> = {}): LanguageLink => ({
  languageId: code === 'de' ? 0 : code.charCodeAt(0),
  twoLetterIsoCode: code,
  hreflang: `${code}-${code.toUpperCase()}`,
  title: code === 'de' ? 'Deutsch' : code === 'en' ? 'English' : code,
  link: code === 'de' ? '/' : `/${code}`,
  direction: 'ltr',
  active: false,
  available: true,
  ...overrides,
})

/** A navigation whose root (entry 0) holds the first level, one entry with a submenu. */
export const navigation = (): NavItem[] => [
  navItem('Home', {
    link: '/',
    children: [
      navItem('Produkte', {
        active: true,
        children: [navItem('Gelenke', { current: true }), navItem('Verdauung')],
      }),
      navItem('Ratgeber'),
      navItem('Shop', { link: 'https://shop.example', target: '_blank' }),
    ],
  }),
]
