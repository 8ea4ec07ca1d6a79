import { germanBrandSite } from './brand-site/brand-site'
import { stozzonArticles } from './guide-articles-stozzon'
import type { SiteSpec } from './model'
import type { Company } from './service-pages'
import { stozzonGuide } from './stozzon-guide'

/** Stozzon: chlorophyll tablets and everyday digestive comfort, mint and teal. German only. */

const COMPANY: Company = {
  name: 'Stozzon Naturprodukte GmbH',
  street: 'Grüner Weg 21',
  city: '50825 Köln',
  country: { de: 'Deutschland', en: 'Germany' },
  phone: '0800 786 996 60',
  email: 'hallo@stozzon.example',
  hours: { de: 'werktags von 9 bis 16 Uhr', en: 'on working days, 9 am to 4 pm' },
  shipping: { country: 'DE', days: '1–3' },
  legal: {
    managingDirectors: ['Lea Hoffmann'],
    register: { court: 'Amtsgericht Köln', number: 'HRB 98765' },
    vatId: 'DE301948576',
    editor: 'Lea Hoffmann',
    privacyEmail: 'datenschutz@stozzon.example',
  },
}

export const stozzonDe: SiteSpec = germanBrandSite({
  id: 'stozzon-de',
  brand: 'stozzon',
  brandName: 'Stozzon',
  rootCategoryId: 40,
  pageIdBase: 400,
  company: COMPANY,
  layoutColor: 'mint',
  texts: { 'cart.empty': 'Noch nichts im Warenkorb – wie wäre es mit etwas Grünem?' },
  author: 'Stozzon Redaktion',
  news: stozzonArticles(),
  footer: [
    {
      title: 'Stozzon',
      links: ['products', 'account-orders-lookup', 'guide', 'about', 'jobs', 'press'],
    },
    { title: 'Mein Einkauf', links: ['cart', 'account', 'login', 'contact', 'pharmacies'] },
  ],
  redirects: {
    '/chlorophyll-dragees': { redirectUrl: '/produkte', statusCode: 301 },
    '/bauchgefuehl': { redirectUrl: '/ratgeber/verdauung', statusCode: 302 },
  },
  home: {
    meta: {
      title: 'Stozzon – grüne Frische für jeden Tag',
      navTitle: 'Start',
      description: 'Stozzon Chlorophyll-Tabletten und Tipps für ein gutes Bauchgefühl im Alltag.',
      keywords: 'Chlorophyll, Verdauung, Bauchgefühl, Ballaststoffe, Stozzon',
      layout: 'layout-2',
      themeWorld: 'digestion',
      social: {
        image: 'stozzon-hero',
        title: 'Stozzon – grüne Frische',
        description: 'Chlorophyll-Tabletten und Tipps für den Alltag.',
      },
    },
    hero: {
      title: 'Grüne Frische für jeden Tag',
      subheader: 'Chlorophyll aus Luzerne, seit Jahrzehnten bewährt',
      bodytext:
        '<p>Klein, grün und schnell geschluckt: Stozzon Tabletten passen in jede Tasche.</p>',
      picture: ['stozzon-hero', 'Grüne Blätter, Tabletten und ein Glas Wasser'],
      headerPosition: 'center',
    },
    story: {
      title: 'Was ist Chlorophyll?',
      bodytext:
        '<p>Chlorophyll ist der grüne Farbstoff der Pflanzen, mit dem sie Sonnenlicht einfangen. Für Stozzon gewinnen wir es aus Luzerne und verarbeiten es zu wasserlöslichem Chlorophyllin.</p>',
      topicLink: 'Mehr über Chlorophyll erfahren',
      picture: ['stozzon-leaf', 'Frische grüne Blätter'],
      position: 'right',
    },
    cards: { title: 'Rund um ein gutes Bauchgefühl', pages: ['guide-main', 'products', 'about'] },
    promise: {
      title: 'Kleine Dinge, große Routine',
      bodytext:
        '<p>Ein gutes Bauchgefühl beginnt beim Frühstück: Zeit zum Kauen, ein großes Glas Wasser, eine Handvoll Beeren im Müsli. Unsere Tipps dazu finden Sie im Ratgeber – und Stozzon passt ganz nebenbei in Ihre Morgenroutine.</p>',
    },
  },
  products: {
    meta: {
      title: 'Stozzon Produkte',
      navTitle: 'Produkte',
      description: 'Stozzon Chlorophyll-Tabletten in verschiedenen Packungsgrößen.',
      layout: 'layout-3',
      themeWorld: 'shop',
      ecommerce: { dynamicBanner: true },
    },
    header: {
      title: 'Alle Stozzon Produkte',
      subheader: 'Die grünen Tabletten in Ihrer Wunschgröße',
    },
    listing: { title: 'Produkte', pageSize: 8 },
    after: (b) => [
      b.bullets(
        'Gut zu wissen',
        [
          'Vegan, gluten- und laktosefrei',
          'Ohne Zuckerzusatz',
          'Hergestellt in Deutschland',
          'Die große Packung reicht für 100 Tage',
        ],
        { headerLayout: 3 },
      ),
    ],
  },
  guide: {
    meta: {
      title: 'Ratgeber Bauchgefühl',
      navTitle: 'Ratgeber',
      description: 'Tipps für eine entspannte Verdauung: Ernährung, Trinken, Bewegung.',
      layout: 'layout-1',
      themeWorld: 'digestion',
    },
    header: { title: 'Ratgeber Bauchgefühl', subheader: 'Alltagstipps für Bauch und Wohlbefinden' },
    intro: {
      element: 'textmedia',
      title: 'Der Bauch denkt mit',
      bodytext:
        '<p>Im Darm sitzen mehr Nervenzellen als im Rückenmark. Kein Wunder, dass wir Stress „auf den Magen schlagen“ spüren. In unserem Ratgeber geht es um die kleinen Stellschrauben, die im Alltag den Unterschied machen.</p>',
      picture: ['stozzon-bowl', 'Schale mit Getreide'],
    },
    news: { title: 'Neue Artikel', subheader: 'Tipps für jeden Tag' },
    topicsTitle: 'Themen im Überblick',
  },
  guideArticles: stozzonGuide,
  recipes: {
    recipes: ['green-smoothie', 'lentil-salad', 'overnight-oats', 'pumpkin-soup', 'shakshuka'],
    intro:
      '<p>Frisches Grün auf den Teller: Blattgemüse, Kräuter und ballaststoffreiche Zutaten gehören zu einer ausgewogenen Ernährung und schmecken nach mehr. Unsere Rezepte sind schnell gemacht und kommen mit wenigen Zutaten aus.</p>',
    author: 'Stozzon Redaktion',
  },
  jobs: {
    jobs: ['online-marketing', 'pta', 'quality-intern', 'apprenticeship', 'warehouse-temp'],
    intro:
      '<p>Stozzon ist ein junges Team mit einer grünen Idee. Wir suchen Menschen, die mitdenken, Verantwortung übernehmen und Lust haben, eine bekannte Marke frisch zu halten.</p>',
  },
  about: {
    meta: {
      title: 'Über Stozzon',
      navTitle: 'Über uns',
      description: 'Die Geschichte der grünen Tablette aus Köln.',
      layout: 'default',
      layoutColor: 'teal',
    },
    content: (b) => [
      b.textmedia(
        'Die grüne Tablette aus Köln',
        '<p>Seit den 1960er-Jahren stellen wir in Köln Chlorophyll-Tabletten her. Die Rezeptur ist bis heute schlicht geblieben – die Verpackung ist inzwischen plastikfrei.</p>',
        b.file('stozzon-jar', 'Stozzon Dose'),
        { headerLayout: 1 },
      ),
      b.bullets('Wofür wir stehen', [
        'Wenige Zutaten, klar deklariert',
        'Luzerne aus europäischem Anbau',
        'Dosen aus Weißblech, zu 100 % recycelbar',
      ]),
      b.text(
        'Kontakt',
        `<p>Schreiben Sie uns an <a href="mailto:${COMPANY.email}">${COMPANY.email}</a> – wir antworten innerhalb von zwei Werktagen.</p>`,
      ),
    ],
  },
})
