import { jobPageIds, jobPages } from './job-pages'
import { recipePageIds, recipePages } from './recipe-pages'
import { litozinArticles } from './guide-articles-litozin'
import { contactPageIds } from './contact-pages'
import { pharmacyPageIds } from './pharmacy-pages'
import { litozinGuide } from './litozin-guide'
import { accountAddressesPageIds } from './account-pages-addresses'
import { accountWishlistPageIds } from './account-pages-wishlist'
import { accountOrderPageIds } from './account-pages-orders'
import { legalFooter } from './legal-pages'
import type { SiteSpec } from './model'
import { accountAuthPageIds } from './account-pages-auth'
import { serviceBlock, servicePages, type Company, productDetailPageIds } from './service-pages'
import { MANDATORY_TEXT, uiTexts } from './texts'

/** Litozin: joint health with rosehip, collagen and vitamin C. German only. */

const COMPANY: Company = {
  name: 'Litozin GmbH',
  street: 'Am Rosenhang 4',
  city: '79098 Freiburg im Breisgau',
  country: { de: 'Deutschland', en: 'Germany' },
  phone: '0800 548 694 60',
  email: 'kontakt@litozin.example',
  hours: { de: 'montags bis freitags von 9 bis 17 Uhr', en: 'Monday to Friday, 9 am to 5 pm' },
  shipping: { country: 'DE', days: '2–3' },
  legal: {
    managingDirectors: ['Maria Schwarz', 'Thomas Riegger'],
    register: { court: 'Amtsgericht Freiburg i. Br.', number: 'HRB 718243' },
    vatId: 'DE294517830',
    editor: 'Maria Schwarz',
    privacyEmail: 'datenschutz@litozin.example',
  },
}

export const litozinDe: SiteSpec = {
  id: 'litozin-de',
  brand: 'litozin',
  brandName: 'Litozin',
  rootCategoryId: 20,
  storageId: 290,
  pageIds: {
    ...productDetailPageIds(200),
    ...accountAuthPageIds(200),
    ...accountOrderPageIds(200),
    ...accountAddressesPageIds(200),
    ...accountWishlistPageIds(200),
    ...contactPageIds(200),
    ...pharmacyPageIds(200),
    ...recipePageIds(200),
    ...jobPageIds(200),
    home: 201,
    products: 202,
    guide: 203,
    'guide-main': 204,
    'guide-rosehip': 205,
    about: 206,
    cart: 207,
    account: 208,
    login: 209,
    privacy: 210,
    error: 211,
    imprint: 212,
    terms: 213,
    withdrawal: 214,
    shipping: 215,
    success: 216,
  },
  locales: [
    {
      code: 'de',
      languageId: 0,
      locale: 'de_DE.UTF-8',
      title: 'Deutsch',
      hreflang: 'de-DE',
      flag: 'flags-de',
      texts: uiTexts('de', COMPANY.name, { 'hero.search.label': 'Was suchen Sie?' }),
      author: 'Litozin Redaktion',
      mandatoryText: MANDATORY_TEXT.de,
      shared: { service: serviceBlock('de', COMPANY) },
      news: litozinArticles(),
      footer: [
        { title: 'Sortiment', links: ['products', 'cart'] },
        {
          title: 'Litozin',
          links: [
            'about',
            'guide',
            'jobs',
            // Off-site: the storefront marks it as leaving the site (Footer.tsx).
            { title: 'Studien zur Hagebutte', href: 'https://www.example.org/litozin/studien' },
          ],
        },
        { title: 'Service', links: ['account', 'login', 'contact', 'pharmacies'] },
        legalFooter('de'),
      ],
      redirects: {
        '/hagebuttenpulver': { redirectUrl: '/produkte', statusCode: 301 },
        '/gelenke': { redirectUrl: '/ratgeber/gelenke', statusCode: 301 },
        '/cart': { redirectUrl: '/warenkorb', statusCode: 301 },
        '/privacy': { redirectUrl: '/datenschutz', statusCode: 301 },
      },
      pages: [
        {
          key: 'home',
          slug: '/',
          title: 'Litozin – Hagebutte und Kollagen für aktive Menschen',
          navTitle: 'Startseite',
          description:
            'Litozin verbindet Hagebutte, Kollagen und Vitamin C – für alle, die gerne in Bewegung bleiben.',
          keywords: 'Hagebutte, Kollagen, Vitamin C, Gelenke, Knorpel, Litozin',
          layout: 'layout-3',
          themeWorld: 'joints',
          layoutColor: 'orange',
          social: { image: 'litozin-hero', title: 'Litozin – in Bewegung bleiben' },
          ecommerce: { staticBanner: true },
          content: (b) => [
            b.hero('In Bewegung bleiben – Schritt für Schritt', {
              subheader: 'Hagebutte, Kollagen und Vitamin C',
              bodytext:
                '<p>Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel bei. Litozin verbindet es mit Hagebuttenpulver aus nordeuropäischem Anbau.</p>',
              image: b.file('litozin-hero', 'Hagebutten, Hügellandschaft und eine Litozin Dose'),
              link: { href: b.link('products'), text: 'Produkte entdecken' },
            }),
            b.textmedia(
              'Die ganze Hagebutte',
              `<p>Für unser Pulver verwenden wir die ganze Frucht der Hundsrose – Schale und Kerne. Die Hagebutten werden schonend getrocknet und fein vermahlen. Ein Messlöffel am Tag, eingerührt in Joghurt, Müsli oder Saft, reicht aus.</p><p><a href="${b.link('guide-rosehip')}">Mehr über die Hagebutte</a></p>`,
              b.file('litozin-rosehip', 'Rote und orange Hagebutten am Zweig'),
              { position: 'left', spaceBefore: 'large' },
            ),
            b.menuPages('Für Ihre Beweglichkeit', ['products', 'guide-main', 'about'], {
              layout: 'menu-with-cards',
            }),
            b.text(
              'Warum Litozin?',
              '<p>Seit über 15 Jahren konzentrieren wir uns auf ein einziges Thema: aktive Menschen, die auch mit den Jahren gerne wandern, gärtnern und mit den Enkeln toben. Dafür entwickeln wir wenige, sorgfältig zusammengesetzte Produkte.</p><ul><li>Hagebutten aus kontrolliertem Anbau</li><li>Kollagen-Peptide aus Deutschland</li><li>Ohne Zuckerzusatz</li></ul>',
              { frameClass: 'container', spaceBefore: 'extra-large' },
            ),
          ],
        },
        {
          key: 'products',
          parent: 'home',
          slug: '/produkte',
          title: 'Litozin Produkte',
          navTitle: 'Produkte',
          description: 'Hagebuttenpulver, Kapseln und Kollagen-Trinkampullen von Litozin.',
          layout: 'layout-1',
          themeWorld: 'shop',
          layoutColor: 'orange',
          ecommerce: { dynamicBanner: true, staticBanner: true },
          content: (b) => [
            b.header('Unsere Produkte', {
              subheader: 'Pulver, Kapseln oder Trinkampulle – ganz wie Sie mögen',
            }),
            b.productListing('Alle Produkte', b.rootCategoryId, 9, { headerLayout: 2 }),
            b.table(
              'Welche Form passt zu Ihnen?',
              [
                ['Produkt', 'Form', 'Tagesportion'],
                ['Litozin Hagebutte Pulver', 'Pulver zum Einrühren', '1 Messlöffel (5 g)'],
                ['Litozin Hagebutte Kapseln', 'Kapseln', '3 Kapseln'],
                ['Litozin Kollagen Plus', 'Trinkampulle', '1 Ampulle (25 ml)'],
              ],
              { headerLayout: 3, tableClass: 'compact' },
            ),
          ],
        },
        {
          key: 'guide',
          parent: 'home',
          slug: '/ratgeber',
          title: 'Ratgeber Beweglichkeit',
          navTitle: 'Ratgeber',
          description: 'Wissen rund um Gelenke, Knorpel, Bewegung und die Hagebutte.',
          layout: 'layout-2',
          themeWorld: 'joints',
          layoutColor: 'orange',
          content: (b) => [
            b.header('Ratgeber Beweglichkeit', {
              subheader: 'Fundiert, verständlich und alltagstauglich',
            }),
            b.textmedia(
              'Gut zu Fuß durchs Jahr',
              '<p>Ob Treppensteigen, Gartenarbeit oder die Wanderung am Wochenende: Unsere Gelenke tragen uns durch den Tag. Im Ratgeber erklären wir, was sie brauchen – und wie Sie mit kleinen Gewohnheiten viel erreichen.</p>',
              b.file('litozin-hills', 'Weg durch eine Hügellandschaft'),
            ),
            b.newsList('Neue Artikel', { subheader: 'Aus unserer Redaktion' }),
            b.menuSubpages('Themen im Überblick', 'guide', { layout: 'menu-with-cards' }),
          ],
        },
        ...litozinGuide(),
        ...recipePages({
          brand: 'litozin',
          lang: 'de',
          recipes: [
            'rosehip-porridge',
            'oven-salmon',
            'pumpkin-soup',
            'overnight-oats',
            'energy-balls',
          ],
          intro:
            '<p>Bewegung und eine ausgewogene Ernährung tun den Gelenken gut. Unsere Rezepte setzen auf Vitamin C, das zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel beiträgt, auf Omega-3-Fettsäuren aus Fisch und Nüssen – und natürlich auf die Hagebutte.</p>',
          author: 'Litozin Redaktion',
          layoutColor: 'orange',
        }),
        ...jobPages({
          brand: 'litozin',
          brandName: 'Litozin',
          lang: 'de',
          company: COMPANY,
          jobs: ['product-manager', 'pta', 'online-marketing', 'quality-intern'],
          intro:
            '<p>Litozin kommt aus Freiburg: Hier entwickeln wir unsere Hagebutten-Produkte, hier beantworten wir Ihre Fragen. Ein kleines Team mit kurzen Wegen, das Bewegung ernst nimmt – auch beim Betriebssport.</p>',
          layoutColor: 'orange',
        }),
        {
          key: 'about',
          parent: 'home',
          slug: '/ueber-uns',
          title: 'Über Litozin',
          navTitle: 'Über uns',
          description:
            'Die Geschichte von Litozin: von der Hagebutte zum Ratgeber für aktive Menschen.',
          seo: 'list',
          layout: 'layout-1',
          themeWorld: 'brand',
          layoutColor: 'cream',
          social: { image: 'litozin-rosehip' },
          content: (b) => [
            b.textpic(
              'Aus Liebe zur Hagebutte',
              '<p>Angefangen hat alles mit einer Frage unserer Gründerin, einer Landwirtin aus dem Schwarzwald: Warum landet so viel von der Hagebutte im Abfall? Heute verarbeiten wir die ganze Frucht – und arbeiten mit Höfen zusammen, die wir persönlich kennen.</p>',
              b.file('litozin-rosehip', 'Hagebutten am Zweig'),
              { headerLayout: 1, position: 'right' },
            ),
            b.definitions('Was uns ausmacht', [
              ['Herkunft', 'Hagebutten aus kontrolliertem Anbau in Nordeuropa.'],
              ['Verarbeitung', 'Schonend getrocknet, fein vermahlen, in Freiburg abgefüllt.'],
              ['Transparenz', 'Analysezertifikat zu jeder Charge auf Anfrage.'],
            ]),
            b.image(
              'Vom Feld in die Dose',
              [
                b.file('litozin-hills', 'Felder im Hügelland'),
                b.file('litozin-powder', 'Messlöffel mit Pulver'),
                b.file('litozin-jar', 'Litozin Dose'),
              ],
              { columns: 3 },
            ),
            b.text(
              'Besuchen Sie uns',
              `<p>Unser Hofladen in Freiburg hat samstags von 9 bis 13 Uhr geöffnet. Vorher anmelden müssen Sie sich nicht – ein Anruf unter ${COMPANY.phone} genügt, wenn Sie eine Führung wünschen.</p>`,
            ),
          ],
        },
        ...servicePages('de', COMPANY, { layoutColor: 'orange' }),
      ],
    },
  ],
}
