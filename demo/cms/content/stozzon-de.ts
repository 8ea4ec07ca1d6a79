import { jobPageIds, jobPages } from './job-pages'
import { recipePageIds, recipePages } from './recipe-pages'
import { legalFooter } from './legal-pages'
import { contactPageIds } from './contact-pages'
import { pharmacyPageIds } from './pharmacy-pages'
import { accountAddressesPageIds } from './account-pages-addresses'
import { accountWishlistPageIds } from './account-pages-wishlist'
import { accountOrderPageIds } from './account-pages-orders'
import type { SiteSpec } from './model'
import { accountAuthPageIds } from './account-pages-auth'
import { serviceBlock, servicePages, type Company, productDetailPageIds } from './service-pages'
import { stozzonArticles } from './guide-articles-stozzon'
import { stozzonGuide } from './stozzon-guide'
import { MANDATORY_TEXT, uiTexts } from './texts'

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

export const stozzonDe: SiteSpec = {
  id: 'stozzon-de',
  brand: 'stozzon',
  brandName: 'Stozzon',
  rootCategoryId: 40,
  storageId: 490,
  pageIds: {
    ...productDetailPageIds(400),
    ...accountAuthPageIds(400),
    ...accountOrderPageIds(400),
    ...accountAddressesPageIds(400),
    ...accountWishlistPageIds(400),
    ...contactPageIds(400),
    ...pharmacyPageIds(400),
    ...recipePageIds(400),
    ...jobPageIds(400),
    home: 401,
    products: 402,
    guide: 403,
    'guide-main': 404,
    'guide-chlorophyll': 405,
    about: 406,
    cart: 407,
    account: 408,
    login: 409,
    privacy: 410,
    error: 411,
    imprint: 412,
    terms: 413,
    withdrawal: 414,
    shipping: 415,
    success: 416,
  },
  locales: [
    {
      code: 'de',
      languageId: 0,
      locale: 'de_DE.UTF-8',
      title: 'Deutsch',
      hreflang: 'de-DE',
      flag: 'flags-de',
      texts: uiTexts('de', COMPANY.name, {
        'cart.empty': 'Noch nichts im Warenkorb – wie wäre es mit etwas Grünem?',
      }),
      author: 'Stozzon Redaktion',
      mandatoryText: MANDATORY_TEXT.de,
      shared: { service: serviceBlock('de', COMPANY) },
      news: stozzonArticles(),
      footer: [
        {
          title: 'Stozzon',
          links: [
            'products',
            'guide',
            'about',
            'jobs',
            // Off-site: the storefront marks it as leaving the site (Footer.tsx).
            {
              title: 'Nachhaltigkeitsbericht',
              href: 'https://www.example.org/stozzon/nachhaltigkeit',
            },
          ],
        },
        { title: 'Mein Einkauf', links: ['cart', 'account', 'login', 'contact', 'pharmacies'] },
        legalFooter('de'),
      ],
      redirects: {
        '/chlorophyll-dragees': { redirectUrl: '/produkte', statusCode: 301 },
        '/bauchgefuehl': { redirectUrl: '/ratgeber/verdauung', statusCode: 302 },
        '/cart': { redirectUrl: '/warenkorb', statusCode: 301 },
        '/privacy': { redirectUrl: '/datenschutz', statusCode: 301 },
      },
      pages: [
        {
          key: 'home',
          slug: '/',
          title: 'Stozzon – grüne Frische für jeden Tag',
          navTitle: 'Start',
          description:
            'Stozzon Chlorophyll-Tabletten und Tipps für ein gutes Bauchgefühl im Alltag.',
          keywords: 'Chlorophyll, Verdauung, Bauchgefühl, Ballaststoffe, Stozzon',
          layout: 'layout-2',
          themeWorld: 'digestion',
          layoutColor: 'mint',
          social: {
            image: 'stozzon-hero',
            title: 'Stozzon – grüne Frische',
            description: 'Chlorophyll-Tabletten und Tipps für den Alltag.',
          },
          content: (b) => [
            b.hero('Grüne Frische für jeden Tag', {
              subheader: 'Chlorophyll aus Luzerne, seit Jahrzehnten bewährt',
              bodytext:
                '<p>Klein, grün und schnell geschluckt: Stozzon Tabletten passen in jede Tasche.</p>',
              image: b.file('stozzon-hero', 'Grüne Blätter, Tabletten und ein Glas Wasser'),
              headerPosition: 'center',
            }),
            b.textmedia(
              'Was ist Chlorophyll?',
              `<p>Chlorophyll ist der grüne Farbstoff der Pflanzen, mit dem sie Sonnenlicht einfangen. Für Stozzon gewinnen wir es aus Luzerne und verarbeiten es zu wasserlöslichem Chlorophyllin.</p><p><a href="${b.link('guide-chlorophyll')}">Mehr über Chlorophyll erfahren</a></p>`,
              b.file('stozzon-leaf', 'Frische grüne Blätter'),
              { position: 'right', spaceBefore: 'large' },
            ),
            b.menuPages('Rund um ein gutes Bauchgefühl', ['guide-main', 'products', 'about'], {
              layout: 'menu-with-cards',
            }),
            b.text(
              'Kleine Dinge, große Routine',
              '<p>Ein gutes Bauchgefühl beginnt beim Frühstück: Zeit zum Kauen, ein großes Glas Wasser, eine Handvoll Beeren im Müsli. Unsere Tipps dazu finden Sie im Ratgeber – und Stozzon passt ganz nebenbei in Ihre Morgenroutine.</p>',
              { frameClass: 'container', spaceBefore: 'extra-large' },
            ),
          ],
        },
        {
          key: 'products',
          parent: 'home',
          slug: '/produkte',
          title: 'Stozzon Produkte',
          navTitle: 'Produkte',
          description: 'Stozzon Chlorophyll-Tabletten in verschiedenen Packungsgrößen.',
          layout: 'layout-3',
          themeWorld: 'shop',
          layoutColor: 'mint',
          ecommerce: { dynamicBanner: true },
          content: (b) => [
            b.header('Alle Stozzon Produkte', {
              subheader: 'Die grünen Tabletten in Ihrer Wunschgröße',
            }),
            b.productListing('Produkte', b.rootCategoryId, 8, { headerLayout: 2 }),
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
        {
          key: 'guide',
          parent: 'home',
          slug: '/ratgeber',
          title: 'Ratgeber Bauchgefühl',
          navTitle: 'Ratgeber',
          description: 'Tipps für eine entspannte Verdauung: Ernährung, Trinken, Bewegung.',
          layout: 'layout-1',
          themeWorld: 'digestion',
          layoutColor: 'mint',
          content: (b) => [
            b.header('Ratgeber Bauchgefühl', {
              subheader: 'Alltagstipps für Bauch und Wohlbefinden',
            }),
            b.textmedia(
              'Der Bauch denkt mit',
              '<p>Im Darm sitzen mehr Nervenzellen als im Rückenmark. Kein Wunder, dass wir Stress „auf den Magen schlagen“ spüren. In unserem Ratgeber geht es um die kleinen Stellschrauben, die im Alltag den Unterschied machen.</p>',
              b.file('stozzon-bowl', 'Schale mit Getreide'),
            ),
            b.newsList('Neue Artikel', { subheader: 'Tipps für jeden Tag' }),
            b.menuSubpages('Themen im Überblick', 'guide', { layout: 'menu-with-cards' }),
          ],
        },
        ...stozzonGuide(),
        ...recipePages({
          brand: 'stozzon',
          lang: 'de',
          recipes: [
            'green-smoothie',
            'lentil-salad',
            'overnight-oats',
            'pumpkin-soup',
            'shakshuka',
          ],
          intro:
            '<p>Frisches Grün auf den Teller: Blattgemüse, Kräuter und ballaststoffreiche Zutaten gehören zu einer ausgewogenen Ernährung und schmecken nach mehr. Unsere Rezepte sind schnell gemacht und kommen mit wenigen Zutaten aus.</p>',
          author: 'Stozzon Redaktion',
          layoutColor: 'mint',
        }),
        ...jobPages({
          brand: 'stozzon',
          brandName: 'Stozzon',
          lang: 'de',
          company: COMPANY,
          jobs: ['online-marketing', 'pta', 'quality-intern', 'apprenticeship'],
          intro:
            '<p>Stozzon ist ein junges Team mit einer grünen Idee. Wir suchen Menschen, die mitdenken, Verantwortung übernehmen und Lust haben, eine bekannte Marke frisch zu halten.</p>',
          layoutColor: 'mint',
        }),
        {
          key: 'about',
          parent: 'home',
          slug: '/ueber-uns',
          title: 'Über Stozzon',
          navTitle: 'Über uns',
          description: 'Die Geschichte der grünen Tablette aus Köln.',
          seo: 'list',
          layout: 'default',
          themeWorld: 'brand',
          layoutColor: 'teal',
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
        ...servicePages('de', COMPANY, { layoutColor: 'mint' }),
      ],
    },
  ],
}
