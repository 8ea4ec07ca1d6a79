import { jobPages } from './job-pages'
import { recipePages } from './recipe-pages'
import type { Builder } from './builders'
import { vitalisArticlesDe } from './guide-articles-vitalis-de'
import type { LocaleSpec, PageSpec } from './model'
import { legalFooter } from './legal-pages'
import { euro, serviceBlock, servicePages, shippingTerms, type Company } from './service-pages'
import { MANDATORY_TEXT, uiTexts } from './texts'
import { vitalisGuideDe } from './vitalis-guide-de'
import { vitalisCompany, type VitalisCountry } from './vitalis-company'

/** Vitalis, German pages. vitalis-de and vitalis-at share them; `country` picks the variant. */

/** A notice on the home page; it promises only what the shop does (its shipping terms). */
const shippingPopup = (company: Company) => (b: Builder) => {
  const { fee, freeFrom } = shippingTerms(company)
  return [
    b.text(
      `Versandkostenfrei ab ${euro('de', freeFrom)}`,
      `<p>Innerhalb Deutschlands liefern wir ab einem Bestellwert von ${euro('de', freeFrom)} versandkostenfrei, darunter für ${euro('de', fee)}.</p>`,
      { layout: 'popup', link: { href: b.link('products'), text: 'Zum Sortiment' } },
    ),
  ]
}

/** An unpublished page an editor previews: never cached, never indexed, not in menus. */
const DRAFT: PageSpec = {
  key: 'draft',
  parent: 'home',
  slug: '/vorschau/winter-kampagne',
  title: 'Winter-Kampagne (Entwurf)',
  description: 'Entwurf der Winter-Kampagne – noch nicht veröffentlicht.',
  hidden: true,
  draft: true,
  noIndex: true,
  layout: 'layout-1',
  themeWorld: 'immune',
  layoutColor: 'blue',
  content: (b) => [
    b.hero('Gut durch den Winter', {
      subheader: 'Entwurf – Texte noch in Abstimmung',
      image: b.file('vitalis-sun', 'Wintersonne'),
    }),
    b.text(
      'Kampagnentext',
      '<p>Hier entsteht die Winter-Kampagne rund um unsere Vitamin-D-Produkte. Bitte noch nicht verlinken.</p>',
    ),
  ],
}

export const vitalisGerman = (country: VitalisCountry): LocaleSpec => {
  const at = country === 'at'
  const company = vitalisCompany(country)
  return {
    code: 'de',
    languageId: 0,
    locale: at ? 'de_AT.UTF-8' : 'de_DE.UTF-8',
    title: 'Deutsch',
    hreflang: at ? 'de-AT' : 'de-DE',
    flag: at ? 'flags-at' : 'flags-de',
    texts: uiTexts(
      'de',
      company.name,
      at ? { 'cart.checkout': 'Zur Kassa', 'header.account': 'Mein Kundenkonto' } : {},
    ),
    author: 'Vitalis Redaktion',
    mandatoryText: MANDATORY_TEXT.de,
    shared: { service: serviceBlock('de', company) },
    news: vitalisArticlesDe(country),
    footer: [
      {
        title: 'Shop',
        links: [
          'products',
          'cart',
          'account',
          'login',
          'account-orders-lookup',
          'contact',
          'pharmacies',
        ],
      },
      {
        title: 'Vitalis',
        links: ['about', 'guide', 'jobs', 'press'],
      },
      legalFooter('de'),
    ],
    redirects: {
      '/angebote-alt': { redirectUrl: '/produkte', statusCode: 301 },
      '/immunsystem': { redirectUrl: '/ratgeber/immunsystem', statusCode: 301 },
      '/cart': { redirectUrl: '/warenkorb', statusCode: 301 },
      '/privacy': { redirectUrl: '/datenschutz', statusCode: 301 },
    },
    pages: [
      {
        key: 'home',
        slug: '/',
        title: at
          ? 'Vitalis Österreich – Vitamine & Mineralstoffe'
          : 'Vitalis – Vitamine & Mineralstoffe für jeden Tag',
        navTitle: 'Startseite',
        description:
          'Sorgfältig dosierte Vitamine und Mineralstoffe der Hausmarke Vitalis – mit Ratgeber und schnellem Versand.',
        keywords: 'Vitamine, Mineralstoffe, Nahrungsergänzung, Immunsystem, Vitalis',
        layout: 'layout-1',
        themeWorld: 'immune',
        layoutColor: 'green',
        social: {
          image: 'vitalis-hero',
          title: 'Vitalis – gut versorgt durch den Tag',
          description: 'Vitamine und Mineralstoffe, sorgfältig dosiert.',
        },
        ecommerce: { staticBanner: true },
        content: (b) => [
          b.hero('Vitamine, die in Ihren Alltag passen', {
            subheader: at
              ? 'Die Vitalis Hausmarke – jetzt mit Versand aus Wien'
              : 'Die Hausmarke für Vitamine und Mineralstoffe',
            bodytext:
              '<p>Sorgfältig dosiert, klar deklariert und ohne unnötige Zusätze – damit Sie sich um das Wesentliche kümmern können.</p>',
            image: b.file(
              'vitalis-hero',
              'Orangenscheibe, Kapseln und ein grüner Zweig auf grünem Grund',
            ),
            search: {
              placeholder: 'Produkt oder Thema suchen …',
              buttonLabel: 'Suchen',
            },
          }),
          b.textmedia(
            'Gut versorgt durch die kalte Jahreszeit',
            `<p>Vitamin C, Vitamin D und Zink tragen zu einer normalen Funktion des Immunsystems bei. Unser <strong>Immun Komplex</strong> vereint alle drei in einer Kapsel am Tag – vegan und ohne künstliche Farbstoffe.</p><p><a href="${b.link('guide-main')}">Mehr dazu im Ratgeber Immunsystem</a></p>`,
            b.file('vitalis-citrus', 'Aufgeschnittene Orange'),
            { spaceBefore: 'large', link: { href: b.link('products'), text: 'Zum Sortiment' } },
          ),
          b.menuPages('Entdecken Sie Vitalis', ['products', 'guide', 'about'], {
            layout: 'menu-with-cards',
            headerPosition: 'center',
          }),
          b.text(
            'Unser Versprechen',
            `<p>Jedes Vitalis Produkt entsteht in Zusammenarbeit mit Ernährungswissenschaftlerinnen und wird in ${at ? 'Europa' : 'Deutschland'} abgefüllt. Wir setzen auf Dosierungen, die sich an den Referenzmengen orientieren, statt auf Superlative.</p><ul><li>Laborgeprüfte Qualität jeder Charge</li><li>Recycelbare Dosen aus Braunglas</li><li>Versandkostenfrei ab ${euro('de', shippingTerms(company).freeFrom)}</li></ul>`,
            { frameClass: 'container', spaceBefore: 'extra-large' },
          ),
        ],
        ...(at ? {} : { popup: shippingPopup(company) }),
      },
      {
        key: 'products',
        parent: 'home',
        slug: '/produkte',
        title: 'Alle Produkte',
        navTitle: 'Produkte',
        description: 'Vitamine, Mineralstoffe und Kombipräparate von Vitalis im Überblick.',
        layout: 'layout-3',
        themeWorld: 'shop',
        layoutColor: 'green',
        ecommerce: { dynamicBanner: true },
        content: (b) => [
          b.header('Unser Sortiment', { subheader: 'Vitamine und Mineralstoffe für jeden Bedarf' }),
          b.text(
            '',
            '<p>Vom Vitamin-D-Tropfen bis zum Magnesium für aktive Tage: unser ganzes Sortiment, jedes Produkt mit Preis, Inhalt und Grundpreis auf einen Blick.</p>',
          ),
          b.productListing('Alle Produkte', b.rootCategoryId, 12, { headerLayout: 2 }),
          b.bullets(
            'Ihre Vorteile bei Vitalis',
            [
              `Versandkostenfrei ab ${euro('de', shippingTerms(company).freeFrom)}`,
              `Lieferung in ${company.shipping.days} Werktagen`,
              '30 Tage Rückgaberecht für ungeöffnete Ware',
              'Persönliche Beratung am Telefon',
            ],
            { headerLayout: 3, layout: 'layout-1' },
          ),
        ],
      },
      {
        key: 'guide',
        parent: 'home',
        slug: '/ratgeber',
        title: 'Ratgeber',
        description: 'Wissen rund um Vitamine, Mineralstoffe und einen gesunden Alltag.',
        layout: 'layout-2',
        themeWorld: 'guide',
        layoutColor: 'green',
        content: (b) => [
          b.header('Der Vitalis Ratgeber', {
            subheader: 'Verständlich erklärt von unserer Redaktion',
          }),
          b.textpic(
            'Wissen, das weiterhilft',
            '<p>Welche Nährstoffe braucht mein Körper wirklich? Woran erkenne ich gute Qualität? In unserem Ratgeber beantworten Ernährungsexpertinnen die häufigsten Fragen – ohne Panikmache und ohne Heilsversprechen.</p>',
            b.file('vitalis-leaf', 'Grüner Zweig'),
            { position: 'left' },
          ),
          b.newsList('Neu im Ratgeber', { subheader: 'Aktuelle Artikel unserer Redaktion' }),
          b.menuSubpages('Alle Themen', 'guide', { layout: 'menu-with-cards' }),
        ],
      },
      ...vitalisGuideDe(country),
      ...recipePages({
        brand: 'vitalis',
        lang: 'de',
        recipes: [
          'overnight-oats',
          'green-smoothie',
          'lentil-salad',
          'pumpkin-soup',
          'oven-salmon',
          'shakshuka',
        ],
        intro:
          '<p>Eine ausgewogene, abwechslungsreiche Ernährung ist die Grundlage – Nahrungsergänzungsmittel können sie nur ergänzen. Unsere Ernährungsredaktion hat Rezepte zusammengestellt, die in den Alltag passen: wenige Zutaten, klare Mengen und die Nährwerte pro Portion.</p>',
        author: 'Vitalis Ernährungsredaktion',
        layoutColor: 'green',
      }),
      ...jobPages({
        brand: 'vitalis',
        brandName: 'Vitalis',
        lang: 'de',
        company,
        jobs: at
          ? ['pta', 'product-manager', 'quality-intern', 'warehouse-temp']
          : [
              'field-sales',
              'product-manager',
              'online-marketing',
              'pta',
              'apprenticeship',
              'warehouse-temp',
            ],
        intro: at
          ? '<p>Seit 2021 ist Vitalis auch in Wien zu Hause. Unser österreichisches Team betreut Kundinnen, Kunden und Apotheken in ganz Österreich – und wächst weiter.</p>'
          : '<p>Bei Vitalis arbeiten Ernährungswissenschaftlerinnen, PTA, Marketingleute und Logistiker an einem Ziel: Nahrungsergänzung, der man vertrauen kann. Wir sind rund 80 Kolleginnen und Kollegen in Hamburg – und freuen uns auf Verstärkung.</p>',
        layoutColor: 'green',
      }),
      {
        key: 'about',
        parent: 'home',
        slug: '/ueber-uns',
        title: 'Über Vitalis',
        navTitle: 'Über uns',
        description: 'Wer hinter Vitalis steht und wofür wir uns einsetzen.',
        seo: 'list',
        layout: 'default',
        themeWorld: 'brand',
        layoutColor: 'sand',
        social: { image: 'vitalis-jar' },
        content: (b) => [
          b.textmedia(
            'Wir sind Vitalis',
            `<p>Vitalis ist die Hausmarke unseres Gesundheitsshops. Seit 2009 entwickeln wir in ${at ? 'Hamburg und seit 2021 auch in Wien' : 'Hamburg'} Nahrungsergänzungsmittel, die wir selbst gerne nehmen: mit nachvollziehbaren Dosierungen, gut verträglichen Verbindungen und ehrlichen Etiketten.</p>`,
            b.file('vitalis-jar', 'Vitalis Dose mit grünem Etikett'),
            { headerLayout: 1 },
          ),
          b.bullets('Woran wir uns messen lassen', [
            'Nährstoffe in gut verwertbaren Formen, etwa Magnesiumcitrat oder Zinkbisglycinat',
            'Keine künstlichen Farbstoffe, keine unnötigen Füllstoffe',
            'Jede Charge wird von einem unabhängigen Labor geprüft',
            'Verpackungen aus Glas und recyceltem Karton',
          ]),
          b.image(
            'Einblicke',
            [
              b.file('vitalis-capsules', 'Kapseln in Grün'),
              b.file('vitalis-leaf', 'Zweig mit Blättern'),
              b.file('vitalis-glass', 'Ein Glas Wasser'),
            ],
            { columns: 3 },
          ),
          b.text(
            'Das Team',
            `<p>28 Menschen aus Ernährungswissenschaft, Pharmazie, Logistik und Kundenservice arbeiten bei Vitalis. Haben Sie eine Idee oder Kritik? Schreiben Sie uns an <a href="mailto:${company.email}">${company.email}</a>.</p>`,
          ),
        ],
      },
      ...servicePages('de', company, { layoutColor: 'green', privacySeo: 'object' }),
      ...(at ? [] : [DRAFT]),
    ],
  }
}
