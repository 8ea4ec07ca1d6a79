import type { LocaleSpec, SiteSpec } from './model'
import { typo3English } from './typo3-pages-en'
import { typo3German } from './typo3-pages-de'

/**
 * The reference site of a plain TYPO3 with EXT:headless (README.md, "Connecting a real
 * TYPO3"): standard content elements only, answered in the standard shape (`shape`), German
 * (default) and English, plus French, which the storefront's site configuration leaves out: its
 * languages must not reach hreflang links or the language switcher.
 */

const typo3French = (): LocaleSpec => ({
  code: 'fr',
  languageId: 2,
  locale: 'fr_FR.UTF-8',
  title: 'Français',
  hreflang: 'fr-FR',
  flag: 'flags-fr',
  texts: {},
  author: 'Rédaction',
  mandatoryText: '',
  footer: [],
  redirects: {},
  pages: [
    {
      key: 'home',
      slug: '/',
      title: 'Bien-être au quotidien',
      navTitle: 'Accueil',
      description: 'Conseils pour bien se nourrir au quotidien.',
      content: (b) => [
        b.text('Bien-être au quotidien', '<p>Ce site existe aussi en français.</p>'),
      ],
    },
    {
      key: 'error',
      parent: 'home',
      slug: '/404',
      title: 'Page introuvable',
      hidden: true,
      description: "Cette page n'existe pas.",
      content: (b) => [b.text('Page introuvable', "<p>Cette page n'existe pas.</p>")],
    },
  ],
})

export const typo3Standard: SiteSpec = {
  id: 'typo3',
  brand: 'vitalis',
  brandName: 'Vitalis',
  rootCategoryId: 10,
  storageId: 190,
  shape: 'standard',
  pageIds: {
    home: 101,
    about: 102,
    service: 103,
    contact: 104,
    downloads: 105,
    sitemap: 106,
    imprint: 107,
    privacy: 108,
    error: 109,
  },
  locales: [typo3German(), typo3English(), typo3French()],
}
