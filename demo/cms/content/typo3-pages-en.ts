import type { LocaleSpec } from './model'
import { contactForm, formLink } from './typo3-form'

/** The reference site in English (prefix /en): the German pages' translations (./typo3-pages-de.ts). */
export const typo3English = (): LocaleSpec => ({
  code: 'en',
  languageId: 1,
  locale: 'en_GB.UTF-8',
  title: 'English',
  hreflang: 'en-GB',
  flag: 'flags-gb',
  texts: {},
  author: 'Editorial team',
  mandatoryText: '',
  footer: [
    { title: '', links: ['imprint', 'privacy'] },
    { title: 'Service', links: ['contact', 'downloads', 'sitemap'] },
  ],
  redirects: {},
  shared: {
    hint: (b) => [b.text('Good to know', '<p>Supplements do not replace a varied diet.</p>')],
  },
  pages: [
    {
      key: 'home',
      slug: '/',
      title: 'Well supplied through the day',
      navTitle: 'Home',
      description: 'Knowledge about vitamins, minerals and a balanced diet.',
      seo: 'object',
      social: { image: 'vitalis-hero', title: 'Well supplied through the day' },
      content: (b) => [
        b.textpic(
          'Well supplied through the day',
          '<p>What the body needs every day and how to spread it over the day.</p>',
          b.file('vitalis-hero', 'Oranges, capsules and a green twig'),
          { vertical: 'above', position: 'center', width: 1200, headerLayout: 1, layout: 'hero' },
        ),
        b.text(
          'Vitamins in everyday life',
          '<p>Fresh fruit and vegetables provide most of it. Where that falls short, targeted supplements help.</p>',
        ),
        b.bullets('Three simple rules', [
          'Five portions of fruit and vegetables a day',
          'Drink enough, preferably water',
          'Half an hour of fresh air every day',
        ]),
        b.menuPages('Learn more', ['about', 'service']),
        b.shortcut('', b.shared('hint')),
      ],
    },
    {
      key: 'about',
      parent: 'home',
      slug: '/about-us',
      title: 'About us',
      description: 'Who is behind the guides.',
      pageI18n: false,
      content: (b) => [
        b.header('About us', { subheader: 'A team of nutrition experts' }),
        b.textmedia(
          'How we work',
          '<p>Two experts review every article before it is published.</p>',
          b.file('vitalis-leaf', 'Green twig'),
        ),
        b.image('From our kitchen', [
          b.file('vitalis-citrus', 'Slice of orange'),
          b.file('vitalis-glass', 'Glass of water'),
        ]),
        b.div(),
        b.table(
          'Daily needs at a glance',
          [
            ['Nutrient', 'Adults'],
            ['Vitamin C', '95 to 110 mg'],
            ['Magnesium', '300 to 350 mg'],
          ],
          { caption: 'Reference values for adults' },
        ),
        b.html('', '<p class="note">Figures as of January</p>'),
      ],
    },
    {
      key: 'service',
      parent: 'home',
      slug: '/service',
      title: 'Service',
      description: 'Contact, downloads and an overview of all pages.',
      content: (b) => [
        b.text('How can we help?', '<p>All the ways to reach us.</p>', { headerLayout: 0 }),
        b.menuSubpages('Service pages', 'service'),
      ],
    },
    {
      key: 'contact',
      parent: 'service',
      slug: '/service/contact',
      title: 'Contact',
      description: 'Write to us: we answer within two working days.',
      seo: 'list',
      pageI18n: false,
      content: (b) => [
        b.text('Write to us', '<p>We answer within two working days.</p>'),
        b.form('Contact form', formLink(b.link('contact')), contactForm('en', b.pageId)),
      ],
    },
    {
      key: 'downloads',
      parent: 'service',
      slug: '/service/downloads',
      title: 'Downloads',
      description: 'Intake plans and overviews to download.',
      pageI18n: false,
      content: (b) => [
        b.uploads('To download', [
          b.file('vitalis-intake-plan.pdf', ''),
          b.file('vitalis-nutrient-overview.pdf', ''),
        ]),
      ],
    },
    {
      key: 'sitemap',
      parent: 'service',
      slug: '/service/sitemap',
      title: 'Sitemap',
      description: 'All pages at a glance.',
      content: (b) => [b.menuSitemap('All pages')],
    },
    {
      key: 'imprint',
      parent: 'home',
      slug: '/legal-notice',
      title: 'Legal notice',
      hidden: true,
      description: 'Provider identification.',
      pageI18n: false,
      content: (b) => [b.text('Legal notice', '<p>Vitalis GmbH, Musterstraße 1, 10115 Berlin</p>')],
    },
    {
      key: 'privacy',
      parent: 'home',
      slug: '/privacy',
      title: 'Privacy',
      hidden: true,
      description: 'How we handle your data.',
      pageI18n: false,
      content: (b) => [
        b.text('Privacy', '<p>We only store what we need to answer your request.</p>'),
      ],
    },
    {
      key: 'error',
      parent: 'home',
      slug: '/404',
      title: 'Page not found',
      hidden: true,
      description: 'This page does not exist.',
      content: (b) => [b.text('Page not found', '<p>This page does not exist (any more).</p>')],
    },
  ],
})
