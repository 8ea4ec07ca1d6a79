import { germanBrandSite } from './brand-site/brand-site'
import { litozinArticles } from './guide-articles-litozin'
import { litozinGuide } from './litozin-guide'
import type { SiteSpec } from './model'
import type { Company } from './service-pages'

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

export const litozinDe: SiteSpec = germanBrandSite({
  id: 'litozin-de',
  brand: 'litozin',
  brandName: 'Litozin',
  rootCategoryId: 20,
  pageIdBase: 200,
  company: COMPANY,
  layoutColor: 'orange',
  texts: { 'hero.search.label': 'Was suchen Sie?' },
  author: 'Litozin Redaktion',
  news: litozinArticles(),
  footer: [
    { title: 'Sortiment', links: ['products', 'cart', 'account-orders-lookup'] },
    {
      title: 'Litozin',
      links: ['about', 'guide', 'jobs', 'press'],
    },
    { title: 'Service', links: ['account', 'login', 'contact', 'pharmacies'] },
  ],
  redirects: {
    '/hagebuttenpulver': { redirectUrl: '/produkte', statusCode: 301 },
    '/gelenke': { redirectUrl: '/ratgeber/gelenke', statusCode: 301 },
  },
  home: {
    meta: {
      title: 'Litozin – Hagebutte und Kollagen für aktive Menschen',
      navTitle: 'Startseite',
      description:
        'Litozin verbindet Hagebutte, Kollagen und Vitamin C – für alle, die gerne in Bewegung bleiben.',
      keywords: 'Hagebutte, Kollagen, Vitamin C, Gelenke, Knorpel, Litozin',
      layout: 'layout-3',
      themeWorld: 'joints',
      social: { image: 'litozin-hero', title: 'Litozin – in Bewegung bleiben' },
      ecommerce: { staticBanner: true },
    },
    hero: {
      title: 'In Bewegung bleiben – Schritt für Schritt',
      subheader: 'Hagebutte, Kollagen und Vitamin C',
      bodytext:
        '<p>Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel bei. Litozin verbindet es mit Hagebuttenpulver aus nordeuropäischem Anbau.</p>',
      picture: ['litozin-hero', 'Hagebutten, Hügellandschaft und eine Litozin Dose'],
      productsLink: 'Produkte entdecken',
    },
    story: {
      title: 'Die ganze Hagebutte',
      bodytext:
        '<p>Für unser Pulver verwenden wir die ganze Frucht der Hundsrose – Schale und Kerne. Die Hagebutten werden schonend getrocknet und fein vermahlen. Ein Messlöffel am Tag, eingerührt in Joghurt, Müsli oder Saft, reicht aus.</p>',
      topicLink: 'Mehr über die Hagebutte',
      picture: ['litozin-rosehip', 'Rote und orange Hagebutten am Zweig'],
      position: 'left',
    },
    cards: { title: 'Für Ihre Beweglichkeit', pages: ['products', 'guide-main', 'about'] },
    promise: {
      title: 'Warum Litozin?',
      bodytext:
        '<p>Seit über 15 Jahren konzentrieren wir uns auf ein einziges Thema: aktive Menschen, die auch mit den Jahren gerne wandern, gärtnern und mit den Enkeln toben. Dafür entwickeln wir wenige, sorgfältig zusammengesetzte Produkte.</p><ul><li>Hagebutten aus kontrolliertem Anbau</li><li>Kollagen-Peptide aus Deutschland</li><li>Ohne Zuckerzusatz</li></ul>',
    },
  },
  products: {
    meta: {
      title: 'Litozin Produkte',
      navTitle: 'Produkte',
      description: 'Hagebuttenpulver, Kapseln und Kollagen-Trinkampullen von Litozin.',
      layout: 'layout-1',
      themeWorld: 'shop',
      ecommerce: { dynamicBanner: true, staticBanner: true },
    },
    header: {
      title: 'Unsere Produkte',
      subheader: 'Pulver, Kapseln oder Trinkampulle – ganz wie Sie mögen',
    },
    listing: { title: 'Alle Produkte', pageSize: 9 },
    after: (b) => [
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
  guide: {
    meta: {
      title: 'Ratgeber Beweglichkeit',
      navTitle: 'Ratgeber',
      description: 'Wissen rund um Gelenke, Knorpel, Bewegung und die Hagebutte.',
      layout: 'layout-2',
      themeWorld: 'joints',
    },
    header: {
      title: 'Ratgeber Beweglichkeit',
      subheader: 'Fundiert, verständlich und alltagstauglich',
    },
    intro: {
      element: 'textmedia',
      title: 'Gut zu Fuß durchs Jahr',
      bodytext:
        '<p>Ob Treppensteigen, Gartenarbeit oder die Wanderung am Wochenende: Unsere Gelenke tragen uns durch den Tag. Im Ratgeber erklären wir, was sie brauchen – und wie Sie mit kleinen Gewohnheiten viel erreichen.</p>',
      picture: ['litozin-hills', 'Weg durch eine Hügellandschaft'],
    },
    news: { title: 'Neue Artikel', subheader: 'Aus unserer Redaktion' },
    topicsTitle: 'Themen im Überblick',
  },
  guideArticles: litozinGuide,
  recipes: {
    recipes: ['rosehip-porridge', 'oven-salmon', 'pumpkin-soup', 'overnight-oats', 'energy-balls'],
    intro:
      '<p>Bewegung und eine ausgewogene Ernährung tun den Gelenken gut. Unsere Rezepte setzen auf Vitamin C, das zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel beiträgt, auf Omega-3-Fettsäuren aus Fisch und Nüssen – und natürlich auf die Hagebutte.</p>',
    author: 'Litozin Redaktion',
  },
  jobs: {
    jobs: ['product-manager', 'pta', 'online-marketing', 'quality-intern', 'warehouse-temp'],
    intro:
      '<p>Litozin kommt aus Freiburg: Hier entwickeln wir unsere Hagebutten-Produkte, hier beantworten wir Ihre Fragen. Ein kleines Team mit kurzen Wegen, das Bewegung ernst nimmt – auch beim Betriebssport.</p>',
  },
  about: {
    meta: {
      title: 'Über Litozin',
      navTitle: 'Über uns',
      description:
        'Die Geschichte von Litozin: von der Hagebutte zum Ratgeber für aktive Menschen.',
      layout: 'layout-1',
      layoutColor: 'cream',
      social: { image: 'litozin-rosehip' },
    },
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
})
