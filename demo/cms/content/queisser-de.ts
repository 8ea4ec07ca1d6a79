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
import { queisserArticles } from './guide-articles-queisser'
import { queisserGuide } from './queisser-guide'
import { serviceBlock, servicePages, type Company, productDetailPageIds } from './service-pages'
import { MANDATORY_TEXT, uiTexts } from './texts'

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

export const queisserDe: SiteSpec = {
  id: 'queisser-de',
  brand: 'queisser',
  brandName: 'Queisser',
  rootCategoryId: 30,
  storageId: 390,
  pageIds: {
    ...productDetailPageIds(300),
    ...accountAuthPageIds(300),
    ...accountOrderPageIds(300),
    ...accountAddressesPageIds(300),
    ...accountWishlistPageIds(300),
    ...contactPageIds(300),
    ...pharmacyPageIds(300),
    ...recipePageIds(300),
    ...jobPageIds(300),
    home: 301,
    products: 302,
    guide: 303,
    'guide-main': 304,
    'guide-magnesium': 305,
    about: 306,
    cart: 307,
    account: 308,
    login: 309,
    privacy: 310,
    error: 311,
    imprint: 312,
    terms: 313,
    withdrawal: 314,
    shipping: 315,
    success: 316,
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
        'product.add-to-cart': 'In den Korb',
        'header.cart': 'Einkaufskorb',
      }),
      author: 'Queisser Fachredaktion',
      mandatoryText: MANDATORY_TEXT.de,
      shared: { service: serviceBlock('de', COMPANY) },
      news: queisserArticles(),
      footer: [
        { title: 'Produkte', links: ['products', 'guide'] },
        {
          title: 'Unternehmen',
          links: [
            'about',
            'jobs',
            // Off-site: the storefront marks it as leaving the site (Footer.tsx).
            { title: 'Presse', href: 'https://www.example.org/queisser/presse' },
          ],
        },
        { title: 'Kundenservice', links: ['cart', 'account', 'login', 'contact', 'pharmacies'] },
        legalFooter('de'),
      ],
      redirects: {
        '/tradition': { redirectUrl: '/ueber-uns', statusCode: 301 },
        '/vitamine': { redirectUrl: '/ratgeber/vitamine-und-mineralstoffe', statusCode: 301 },
        '/cart': { redirectUrl: '/warenkorb', statusCode: 301 },
        '/privacy': { redirectUrl: '/datenschutz', statusCode: 301 },
      },
      pages: [
        {
          key: 'home',
          slug: '/',
          title: 'Queisser – Vitamine und Mineralstoffe mit Tradition',
          navTitle: 'Startseite',
          description:
            'Vitamine, Mineralstoffe und Omega-3 von Queisser: seit Generationen mit Sorgfalt entwickelt.',
          keywords: 'Vitamine, Mineralstoffe, Magnesium, Omega-3, Queisser',
          layout: 'default',
          themeWorld: 'vitality',
          layoutColor: 'blue',
          social: { image: 'queisser-hero' },
          ecommerce: { staticBanner: true, dynamicBanner: true },
          content: (b) => [
            b.hero('Sorgfalt, der man seit Generationen vertraut', {
              subheader: 'Vitamine und Mineralstoffe von Queisser',
              image: b.file(
                'queisser-hero',
                'Qualitätssiegel, Tonikum-Flasche und Tabletten auf Blau',
              ),
            }),
            b.textmedia(
              'Magnesium für aktive Tage',
              `<p>Magnesium trägt zu einer normalen Muskelfunktion und zur Verringerung von Müdigkeit und Ermüdung bei. Unsere Magnesium-Tabletten gibt es als Depot-Variante, als Brausetablette und als Direkt-Granulat zum Zergehen auf der Zunge.</p><p><a href="${b.link('guide-magnesium')}">Alles über Magnesium</a></p>`,
              b.file('queisser-tablets', 'Blaue Tabletten'),
              { position: 'right', spaceBefore: 'large' },
            ),
            b.menuPages('Entdecken', ['products', 'guide-main', 'about'], {
              layout: 'menu-with-cards',
              headerPosition: 'center',
            }),
            b.text(
              'Qualität, die man nachprüfen kann',
              '<p>Jede Queisser Rezeptur wird von unserem hauseigenen Team aus Pharmazeutinnen und Lebensmittelchemikern entwickelt und nach den strengen Regeln der Arzneimittelherstellung (GMP) produziert. Das gilt auch für unsere Nahrungsergänzungsmittel.</p>',
              { frameClass: 'container', spaceBefore: 'extra-large', headerPosition: 'center' },
            ),
          ],
        },
        {
          key: 'products',
          parent: 'home',
          slug: '/produkte',
          title: 'Produkte von Queisser',
          navTitle: 'Produkte',
          description: 'Vitamine, Mineralstoffe, Omega-3 und Tonika von Queisser im Überblick.',
          layout: 'layout-3',
          themeWorld: 'shop',
          layoutColor: 'blue',
          ecommerce: { dynamicBanner: true },
          content: (b) => [
            b.header('Unser Sortiment', { subheader: 'Von A wie A-Z-Depot bis Z wie Zink' }),
            b.text(
              '',
              '<p>Ob Tablette, Kapsel, Brausetablette oder Tonikum: Wählen Sie die Darreichungsform, die zu Ihnen passt. Alle Produkte erhalten Sie auch in Ihrer Apotheke und Drogerie.</p>',
            ),
            b.productListing('Alle Produkte', b.rootCategoryId, 24, { headerLayout: 2 }),
          ],
        },
        {
          key: 'guide',
          parent: 'home',
          slug: '/ratgeber',
          title: 'Gesundheitsratgeber',
          navTitle: 'Ratgeber',
          description: 'Fachlich geprüftes Wissen über Vitamine, Mineralstoffe und Spurenelemente.',
          layout: 'layout-2',
          themeWorld: 'guide',
          layoutColor: 'blue',
          content: (b) => [
            b.header('Der Queisser Gesundheitsratgeber', {
              subheader: 'Fachlich geprüft von unserer Redaktion',
            }),
            b.textpic(
              'Wissen aus über hundert Jahren',
              '<p>Seit jeher beantworten wir Fragen unserer Kundinnen und Kunden persönlich. Die häufigsten haben wir hier gesammelt – verständlich aufbereitet und regelmäßig aktualisiert.</p>',
              b.file('queisser-seal', 'Queisser Siegel'),
              { position: 'left' },
            ),
            b.newsList('Aktuelle Artikel', { subheader: 'Fachlich geprüft' }),
            b.menuSubpages('Themen', 'guide', { layout: 'menu-with-cards' }),
          ],
        },
        ...queisserGuide(),
        ...recipePages({
          brand: 'queisser',
          lang: 'de',
          recipes: ['oven-salmon', 'lentil-salad', 'pumpkin-soup', 'shakshuka', 'energy-balls'],
          intro:
            '<p>Gut für Herz und Kreislauf kochen heißt vor allem: Seefisch ein- bis zweimal pro Woche, reichlich Hülsenfrüchte, Gemüse und Nüsse und sparsam Salz. Unsere Rezepte zeigen, wie einfach das gelingt – mit den Nährwerten pro Portion.</p>',
          author: 'Queisser Redaktion',
          layoutColor: 'blue',
        }),
        ...jobPages({
          brand: 'queisser',
          brandName: 'Queisser',
          lang: 'de',
          company: COMPANY,
          jobs: ['field-sales', 'pta', 'product-manager', 'apprenticeship'],
          intro:
            '<p>Qualität aus Tradition: Bei Queisser verbinden wir über hundert Jahre Erfahrung mit modernen Produkten für Herz, Kreislauf und Wohlbefinden. Werden Sie Teil eines Teams, das Beständigkeit schätzt und Neues wagt.</p>',
          layoutColor: 'blue',
        }),
        {
          key: 'about',
          parent: 'home',
          slug: '/ueber-uns',
          title: 'Über Queisser',
          navTitle: 'Tradition',
          description: 'Von der Apotheke im Norden zur Marke für Vitamine und Mineralstoffe.',
          seo: 'list',
          layout: 'layout-1',
          themeWorld: 'brand',
          layoutColor: 'gold',
          social: { image: 'queisser-seal', title: 'Queisser – Tradition im Norden' },
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
        ...servicePages('de', COMPANY, { layoutColor: 'blue' }),
      ],
    },
  ],
}
