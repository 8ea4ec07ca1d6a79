import type { LocaleSpec } from './model'
import { contactForm, formLink } from './typo3-form'

/**
 * The reference site in German (default language, no prefix): every standard CType of
 * EXT:headless (fluid_styled_content's set and EXT:form), pages in the `meta` and the `seo`
 * shapes, with and without page-level i18n, one element with header layout 0 ("Default").
 */
export const typo3German = (): LocaleSpec => ({
  code: 'de',
  languageId: 0,
  locale: 'de_DE.UTF-8',
  title: 'Deutsch',
  hreflang: 'de-DE',
  flag: 'flags-de',
  texts: {},
  author: 'Redaktion',
  mandatoryText: '',
  // Becomes the `footerNavigation` menu: loose links first, then a column with subpages.
  footer: [
    { title: '', links: ['imprint', 'privacy'] },
    { title: 'Service', links: ['contact', 'downloads', 'sitemap'] },
  ],
  redirects: { '/kontakt': { redirectUrl: '/service/kontakt', statusCode: 301 } },
  shared: {
    hint: (b) => [
      b.text(
        'Gut zu wissen',
        '<p>Nahrungsergänzung ersetzt keine abwechslungsreiche Ernährung.</p>',
      ),
    ],
  },
  pages: [
    {
      key: 'home',
      slug: '/',
      title: 'Gut versorgt durch den Tag',
      navTitle: 'Start',
      description: 'Wissen rund um Vitamine, Mineralstoffe und eine ausgewogene Ernährung.',
      seo: 'object',
      social: { image: 'vitalis-hero', title: 'Gut versorgt durch den Tag' },
      content: (b) => [
        b.textpic(
          'Gut versorgt durch den Tag',
          '<p>Was der Körper täglich braucht und wie Sie es über den Tag verteilen.</p>',
          b.file('vitalis-hero', 'Orangen, Kapseln und ein grüner Zweig'),
          { vertical: 'above', position: 'center', width: 1200, headerLayout: 1, layout: 'hero' },
        ),
        b.text(
          'Vitamine im Alltag',
          '<p>Frisches Obst und Gemüse liefern das meiste. Wo es eng wird, helfen gezielte Ergänzungen.</p>',
        ),
        b.bullets('Drei einfache Regeln', [
          'Fünf Portionen Obst und Gemüse am Tag',
          'Ausreichend trinken, am besten Wasser',
          'Täglich eine halbe Stunde an die frische Luft',
        ]),
        b.menuPages('Mehr erfahren', ['about', 'service']),
        b.shortcut('', b.shared('hint')),
      ],
    },
    {
      key: 'about',
      parent: 'home',
      slug: '/ueber-uns',
      title: 'Über uns',
      description: 'Wer hinter den Ratgebern steht.',
      pageI18n: false,
      content: (b) => [
        b.header('Über uns', { subheader: 'Ein Team aus Ernährungsfachleuten' }),
        b.textmedia(
          'Unsere Arbeitsweise',
          '<p>Jeder Beitrag wird von zwei Fachleuten geprüft, bevor er erscheint.</p>',
          b.file('vitalis-leaf', 'Grüner Zweig'),
        ),
        b.image('Aus unserer Küche', [
          b.file('vitalis-citrus', 'Orangenscheibe'),
          b.file('vitalis-glass', 'Glas Wasser'),
        ]),
        b.div(),
        b.table(
          'Tagesbedarf im Überblick',
          [
            ['Nährstoff', 'Erwachsene'],
            ['Vitamin C', '95 bis 110 mg'],
            ['Magnesium', '300 bis 350 mg'],
          ],
          { caption: 'Referenzwerte für Erwachsene' },
        ),
        b.html('', '<p class="note">Stand der Angaben: Januar</p>'),
      ],
    },
    {
      key: 'service',
      parent: 'home',
      slug: '/service',
      title: 'Service',
      description: 'Kontakt, Downloads und die Übersicht aller Seiten.',
      content: (b) => [
        b.text('Wie können wir helfen?', '<p>Hier finden Sie alle Wege zu uns.</p>', {
          headerLayout: 0,
        }),
        b.menuSubpages('Service-Seiten', 'service'),
      ],
    },
    {
      key: 'contact',
      parent: 'service',
      slug: '/service/kontakt',
      title: 'Kontakt',
      description: 'Schreiben Sie uns: wir antworten innerhalb von zwei Werktagen.',
      seo: 'list',
      pageI18n: false,
      content: (b) => [
        b.text('Schreiben Sie uns', '<p>Wir antworten innerhalb von zwei Werktagen.</p>'),
        b.form('Kontaktformular', formLink(b.link('contact')), contactForm('de', b.pageId)),
      ],
    },
    {
      key: 'downloads',
      parent: 'service',
      slug: '/service/downloads',
      title: 'Downloads',
      description: 'Einnahmepläne und Übersichten zum Herunterladen.',
      pageI18n: false,
      content: (b) => [
        b.uploads('Zum Herunterladen', [
          b.file('vitalis-einnahmeplan.pdf', ''),
          b.file('vitalis-naehrstoff-uebersicht.pdf', ''),
        ]),
      ],
    },
    {
      key: 'sitemap',
      parent: 'service',
      slug: '/service/sitemap',
      title: 'Sitemap',
      description: 'Alle Seiten auf einen Blick.',
      content: (b) => [b.menuSitemap('Alle Seiten')],
    },
    {
      key: 'imprint',
      parent: 'home',
      slug: '/impressum',
      title: 'Impressum',
      hidden: true,
      description: 'Anbieterkennzeichnung.',
      pageI18n: false,
      content: (b) => [b.text('Impressum', '<p>Vitalis GmbH, Musterstraße 1, 10115 Berlin</p>')],
    },
    {
      key: 'privacy',
      parent: 'home',
      slug: '/datenschutz',
      title: 'Datenschutz',
      hidden: true,
      description: 'Wie wir mit Ihren Daten umgehen.',
      pageI18n: false,
      content: (b) => [
        b.text('Datenschutz', '<p>Wir speichern nur, was wir für Ihre Anfrage brauchen.</p>'),
      ],
    },
    {
      key: 'error',
      parent: 'home',
      slug: '/404',
      title: 'Seite nicht gefunden',
      hidden: true,
      description: 'Diese Seite gibt es nicht.',
      content: (b) => [b.text('Seite nicht gefunden', '<p>Diese Seite gibt es nicht (mehr).</p>')],
    },
  ],
})
