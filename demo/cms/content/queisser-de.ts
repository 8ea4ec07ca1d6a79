import { germanBrandSite } from './brand-site/brand-site'
import { queisserArticles } from './guide-articles-queisser'
import type { SiteSpec } from './model'
import { queisserGuide } from './queisser-guide'
import type { Company } from './service-pages'

/** Queisser: the heritage brand for vitamins and minerals, blue and gold. German only. */

const COMPANY: Company = {
  name: 'Queisser Gesundheit GmbH',
  street: 'Schiffbrückstraße 7',
  city: '24937 Flensburg',
  country: { de: 'Deutschland', en: 'Germany' },
  phone: '0800 783 477 37',
  email: 'verbraucherservice@queisser.example',
  hours: {
    de: 'montags bis donnerstags von 8 bis 17 Uhr und freitags bis 15 Uhr',
    en: 'Monday to Thursday 8 am to 5 pm, Friday until 3 pm',
  },
  shipping: { country: 'DE', days: '1–2' },
  legal: {
    managingDirectors: ['Dr. Henrik Jessen'],
    register: { court: 'Amtsgericht Flensburg', number: 'HRB 4127 FL' },
    vatId: 'DE134675902',
    editor: 'Dr. Henrik Jessen',
    privacyEmail: 'datenschutz@queisser.example',
  },
}

export const queisserDe: SiteSpec = germanBrandSite({
  id: 'queisser-de',
  brand: 'queisser',
  brandName: 'Queisser',
  rootCategoryId: 30,
  pageIdBase: 300,
  company: COMPANY,
  layoutColor: 'blue',
  texts: { 'product.add-to-cart': 'In den Korb', 'header.cart': 'Einkaufskorb' },
  author: 'Queisser Fachredaktion',
  news: queisserArticles(),
  footer: [
    { title: 'Produkte', links: ['products', 'guide', 'account-orders-lookup'] },
    {
      title: 'Unternehmen',
      links: ['about', 'jobs', 'press'],
    },
    { title: 'Kundenservice', links: ['cart', 'account', 'login', 'contact', 'pharmacies'] },
  ],
  redirects: {
    '/tradition': { redirectUrl: '/ueber-uns', statusCode: 301 },
    '/vitamine': { redirectUrl: '/ratgeber/vitamine-und-mineralstoffe', statusCode: 301 },
  },
  home: {
    meta: {
      title: 'Queisser – Vitamine und Mineralstoffe mit Tradition',
      navTitle: 'Startseite',
      description:
        'Vitamine, Mineralstoffe und Omega-3 von Queisser: seit Generationen mit Sorgfalt entwickelt.',
      keywords: 'Vitamine, Mineralstoffe, Magnesium, Omega-3, Queisser',
      layout: 'default',
      themeWorld: 'vitality',
      social: { image: 'queisser-hero' },
      ecommerce: { staticBanner: true, dynamicBanner: true },
    },
    hero: {
      title: 'Sorgfalt, der man seit Generationen vertraut',
      subheader: 'Vitamine und Mineralstoffe von Queisser',
      picture: ['queisser-hero', 'Qualitätssiegel, Tonikum-Flasche und Tabletten auf Blau'],
    },
    story: {
      title: 'Magnesium für aktive Tage',
      bodytext:
        '<p>Magnesium trägt zu einer normalen Muskelfunktion und zur Verringerung von Müdigkeit und Ermüdung bei. Unsere Magnesium-Tabletten gibt es als Depot-Variante, als Brausetablette und als Direkt-Granulat zum Zergehen auf der Zunge.</p>',
      topicLink: 'Alles über Magnesium',
      picture: ['queisser-tablets', 'Blaue Tabletten'],
      position: 'right',
    },
    cards: {
      title: 'Entdecken',
      pages: ['products', 'guide-main', 'about'],
      headerPosition: 'center',
    },
    promise: {
      title: 'Qualität, die man nachprüfen kann',
      bodytext:
        '<p>Jede Queisser Rezeptur wird von unserem hauseigenen Team aus Pharmazeutinnen und Lebensmittelchemikern entwickelt und nach den strengen Regeln der Arzneimittelherstellung (GMP) produziert. Das gilt auch für unsere Nahrungsergänzungsmittel.</p>',
      headerPosition: 'center',
    },
  },
  products: {
    meta: {
      title: 'Produkte von Queisser',
      navTitle: 'Produkte',
      description: 'Vitamine, Mineralstoffe, Omega-3 und Tonika von Queisser im Überblick.',
      layout: 'layout-3',
      themeWorld: 'shop',
      ecommerce: { dynamicBanner: true },
    },
    header: { title: 'Unser Sortiment', subheader: 'Von A wie A-Z-Depot bis Z wie Zink' },
    before: (b) => [
      b.text(
        '',
        '<p>Ob Tablette, Kapsel, Brausetablette oder Tonikum: Wählen Sie die Darreichungsform, die zu Ihnen passt. Alle Produkte erhalten Sie auch in Ihrer Apotheke und Drogerie.</p>',
      ),
    ],
    listing: { title: 'Alle Produkte', pageSize: 24 },
  },
  guide: {
    meta: {
      title: 'Gesundheitsratgeber',
      navTitle: 'Ratgeber',
      description: 'Fachlich geprüftes Wissen über Vitamine, Mineralstoffe und Spurenelemente.',
      layout: 'layout-2',
      themeWorld: 'guide',
    },
    header: {
      title: 'Der Queisser Gesundheitsratgeber',
      subheader: 'Fachlich geprüft von unserer Redaktion',
    },
    intro: {
      element: 'textpic',
      title: 'Wissen aus über hundert Jahren',
      bodytext:
        '<p>Seit jeher beantworten wir Fragen unserer Kundinnen und Kunden persönlich. Die häufigsten haben wir hier gesammelt – verständlich aufbereitet und regelmäßig aktualisiert.</p>',
      picture: ['queisser-seal', 'Queisser Siegel'],
      options: { position: 'left' },
    },
    news: { title: 'Aktuelle Artikel', subheader: 'Fachlich geprüft' },
    topicsTitle: 'Themen',
  },
  guideArticles: queisserGuide,
  recipes: {
    recipes: ['oven-salmon', 'lentil-salad', 'pumpkin-soup', 'shakshuka', 'energy-balls'],
    intro:
      '<p>Gut für Herz und Kreislauf kochen heißt vor allem: Seefisch ein- bis zweimal pro Woche, reichlich Hülsenfrüchte, Gemüse und Nüsse und sparsam Salz. Unsere Rezepte zeigen, wie einfach das gelingt – mit den Nährwerten pro Portion.</p>',
    author: 'Queisser Redaktion',
  },
  jobs: {
    jobs: ['field-sales', 'pta', 'product-manager', 'apprenticeship', 'warehouse-temp'],
    intro:
      '<p>Qualität aus Tradition: Bei Queisser verbinden wir über hundert Jahre Erfahrung mit modernen Produkten für Herz, Kreislauf und Wohlbefinden. Werden Sie Teil eines Teams, das Beständigkeit schätzt und Neues wagt.</p>',
  },
  about: {
    meta: {
      title: 'Über Queisser',
      navTitle: 'Tradition',
      description: 'Von der Apotheke im Norden zur Marke für Vitamine und Mineralstoffe.',
      layout: 'layout-1',
      layoutColor: 'gold',
      social: { image: 'queisser-seal', title: 'Queisser – Tradition im Norden' },
    },
    content: (b) => [
      b.textmedia(
        'Tradition aus dem Norden',
        '<p>Was vor über hundert Jahren als Apothekenlabor an der Förde begann, ist heute eine der bekanntesten Marken für Vitamine und Mineralstoffe. Geblieben ist der Anspruch: Rezepturen, die halten, was das Etikett verspricht.</p>',
        b.file('queisser-bottle', 'Historische Tonikum-Flasche'),
        { headerLayout: 1 },
      ),
      b.table(
        'Unsere Geschichte in Stationen',
        [
          ['um 1900', 'Gründung als Apothekenlabor an der Flensburger Förde'],
          ['1950er', 'Das Tonikum wird zum Familienklassiker'],
          ['1990er', 'Einführung der ersten Mineralstoff-Brausetabletten'],
          ['heute', 'Über 100 Produkte in mehr als 70 Ländern'],
        ],
        { tableHeader: 2 },
      ),
      b.text(
        'Verantwortung',
        '<p>Wir produzieren in Norddeutschland und beziehen Strom für unsere Werke aus erneuerbaren Quellen. Verpackungen stellen wir schrittweise auf recyceltes Material um.</p>',
      ),
    ],
  },
})
