import type { Company } from './company'
import type { Lang } from './texts'

/**
 * The job postings of the demo sites: EXT:news records of the project's job type, in German and
 * English (a translation shares the record's uid). Each brand's company advertises a selection
 * (./job-pages.ts); the texts name the company and brand they are written for, the location is
 * the company's seat unless the posting says otherwise.
 */

type Text = Record<Lang, string>

export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'TEMPORARY' | 'INTERN' | 'APPRENTICESHIP'

/** Where a posting is: the company's seat, or a place of its own. */
export type JobPlace =
  'seat' | { slug: string; title: Text; postalCode: string; locality: string; country: string }

export const REMOTE: JobPlace = {
  slug: 'remote',
  title: { de: 'Remote (Deutschland)', en: 'Remote (Germany)' },
  postalCode: '',
  locality: '',
  country: 'DE',
}

export const FIELD_SOUTH: JobPlace = {
  slug: 'muenchen',
  title: { de: 'München (Außendienst Süd)', en: 'Munich (field sales south)' },
  postalCode: '80331',
  locality: 'München',
  country: 'DE',
}

export interface JobContext {
  brand: string
  company: Company
}

export interface JobSpec {
  key: string
  uid: number
  pathSegment: Text
  title: Text
  department: Text
  place: JobPlace
  employmentTypes: EmploymentType[]
  teaser: (c: JobContext) => Text
  /** Editor HTML: tasks, profile, what the company offers. */
  body: (c: JobContext) => Text
  /**
   * Days from the day the demo content is built: posted (0 or before), starts (null: as soon as
   * possible) and closes (null: open-ended; before 0: closed). Relative, so the demo's open
   * postings stay open and its closed one closed whenever it runs (./job-dates.ts).
   */
  days: { posted: number; starts: number | null; closes: number | null }
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

/** A posting's description in one language: tasks and profile are written per language. */
const section = (
  lang: Lang,
  tasks: string[],
  profile: string[],
  offer: Text[],
  closing: Text,
): string =>
  [
    `<h2>${lang === 'de' ? 'Ihre Aufgaben' : 'What you will do'}</h2>`,
    list(tasks),
    `<h2>${lang === 'de' ? 'Ihr Profil' : 'What you bring'}</h2>`,
    list(profile),
    `<h2>${lang === 'de' ? 'Was wir bieten' : 'What we offer'}</h2>`,
    list(offer.map((entry) => entry[lang])),
    `<p>${closing[lang]}</p>`,
  ].join('')

const both = (de: string, en: string): Text => ({ de, en })

/** What every brand's company offers, in its own words. */
const offers = (c: JobContext): Text[] => [
  both(
    '30 Tage Urlaub und flexible Arbeitszeiten',
    '30 days of holiday and flexible working hours',
  ),
  both(
    `Mitarbeiterrabatt auf das gesamte ${c.brand}-Sortiment`,
    `Staff discount on the whole ${c.brand} range`,
  ),
  both(
    'Zuschuss zum Deutschlandticket oder JobRad',
    'A contribution to public transport or a bike lease',
  ),
  both('Betriebliche Altersvorsorge', 'A company pension scheme'),
]

const apply = (c: JobContext): Text =>
  both(
    `Bitte bewerben Sie sich über unser Bewerbungsportal mit Lebenslauf und Ihrem frühestmöglichen Eintrittstermin. Fragen beantwortet Ihnen das Personalteam der ${c.company.name} gern.`,
    `Please apply through our applicant portal with your CV and your earliest start date. The people team of ${c.company.name} is happy to answer your questions.`,
  )

export const JOBS: Record<string, JobSpec> = {
  pta: {
    key: 'pta',
    uid: 601,
    pathSegment: { de: 'pta-kundenservice', en: 'pharmacy-technician-customer-service' },
    title: {
      de: 'Pharmazeutisch-technische Assistenz im Kundenservice (m/w/d)',
      en: 'Pharmacy technician in customer service (m/f/d)',
    },
    department: both('Kundenservice', 'Customer service'),
    place: 'seat',
    employmentTypes: ['FULL_TIME', 'PART_TIME'],
    teaser: (c) =>
      both(
        `Sie beraten Kundinnen, Kunden und Apotheken am Telefon und per E-Mail fachkundig zu den Produkten von ${c.brand}.`,
        `You advise customers and pharmacies by phone and email on ${c.brand} products with real expertise.`,
      ),
    body: (c) => ({
      de: section(
        'de',
        [
          'Fachliche Beratung zu Inhaltsstoffen, Einnahme und Wechselwirkungen',
          'Bearbeitung von Anfragen aus Apotheken und von Endkunden',
          'Mitarbeit an FAQ und Beipackzetteln in verständlicher Sprache',
        ],
        [
          'Abgeschlossene Ausbildung als PTA, gern mit Berufserfahrung in der Apotheke',
          'Freude am Gespräch und ein sicherer, freundlicher Ton',
          'Sehr gutes Deutsch, gutes Englisch',
        ],
        offers(c),
        apply(c),
      ),
      en: section(
        'en',
        [
          'Expert advice on ingredients, intake and interactions',
          'Handling enquiries from pharmacies and consumers',
          'Helping to write FAQs and leaflets in plain language',
        ],
        [
          'A qualification as a pharmacy technician, ideally with pharmacy experience',
          'Enjoying conversations and a confident, friendly tone',
          'Fluent German and good English',
        ],
        offers(c),
        apply(c),
      ),
    }),
    days: { posted: -27, starts: null, closes: 60 },
  },
  'product-manager': {
    key: 'product-manager',
    uid: 602,
    pathSegment: { de: 'produktmanagement-nahrungsergaenzung', en: 'product-manager-supplements' },
    title: {
      de: 'Produktmanager:in Nahrungsergänzungsmittel (m/w/d)',
      en: 'Product manager food supplements (m/f/d)',
    },
    department: both('Produktmanagement', 'Product management'),
    place: 'seat',
    employmentTypes: ['FULL_TIME'],
    teaser: (c) =>
      both(
        `Sie entwickeln das Sortiment von ${c.brand} weiter – von der Rezeptur über die Deklaration bis zur Markteinführung.`,
        `You develop the ${c.brand} range further – from the formulation and the label to the launch.`,
      ),
    body: (c) => ({
      de: section(
        'de',
        [
          'Planung neuer Produkte mit Forschung, Einkauf und Qualitätssicherung',
          'Prüfung von Health Claims nach der Verordnung (EG) Nr. 1924/2006',
          'Marktbeobachtung und Sortimentsanalysen',
        ],
        [
          'Studium der Ernährungswissenschaften, Pharmazie oder Vergleichbares',
          'Mehrjährige Erfahrung im Produktmanagement von Nahrungsergänzung oder OTC',
          'Strukturierte Arbeitsweise und Freude an Zahlen',
        ],
        offers(c),
        apply(c),
      ),
      en: section(
        'en',
        [
          'Planning new products with research, purchasing and quality assurance',
          'Checking health claims under Regulation (EC) No 1924/2006',
          'Market research and range analyses',
        ],
        [
          'A degree in nutrition science, pharmacy or similar',
          'Several years of product management for supplements or OTC products',
          'A structured way of working and a liking for figures',
        ],
        offers(c),
        apply(c),
      ),
    }),
    days: { posted: -13, starts: 90, closes: 45 },
  },
  'online-marketing': {
    key: 'online-marketing',
    uid: 603,
    pathSegment: { de: 'online-marketing-manager', en: 'online-marketing-manager' },
    title: {
      de: 'Online-Marketing-Manager:in (m/w/d)',
      en: 'Online marketing manager (m/f/d)',
    },
    department: both('Marketing', 'Marketing'),
    place: REMOTE,
    employmentTypes: ['FULL_TIME', 'PART_TIME'],
    teaser: (c) =>
      both(
        `Sie planen Kampagnen und den Ratgeber von ${c.brand} – mobil aus ganz Deutschland.`,
        `You plan campaigns and the ${c.brand} health guide – working remotely from anywhere in Germany.`,
      ),
    body: (c) => ({
      de: section(
        'de',
        [
          'Planung und Auswertung von Kampagnen in Suche und sozialen Medien',
          'Redaktionsplanung für Ratgeber und Rezepte gemeinsam mit der Redaktion',
          'Zusammenarbeit mit Agenturen und dem Team des Onlineshops',
        ],
        [
          'Mindestens drei Jahre Erfahrung im Online-Marketing',
          'Sicherer Umgang mit Webanalyse, gern mit Matomo',
          'Kenntnis der Werberegeln für Nahrungsergänzungsmittel',
        ],
        offers(c),
        apply(c),
      ),
      en: section(
        'en',
        [
          'Planning and evaluating campaigns in search and social media',
          'Planning the health guide and recipes together with the editors',
          'Working with agencies and the online shop team',
        ],
        [
          'At least three years of experience in online marketing',
          'Confidence with web analytics, ideally Matomo',
          'Knowledge of the advertising rules for food supplements',
        ],
        offers(c),
        apply(c),
      ),
    }),
    days: { posted: -20, starts: null, closes: null },
  },
  apprenticeship: {
    key: 'apprenticeship',
    uid: 604,
    pathSegment: {
      de: 'ausbildung-kaufmann-ecommerce',
      en: 'apprenticeship-e-commerce',
    },
    title: {
      de: 'Ausbildung Kaufmann/Kauffrau im E-Commerce (m/w/d)',
      en: 'Apprenticeship in e-commerce (m/f/d)',
    },
    department: both('E-Commerce', 'E-commerce'),
    place: 'seat',
    employmentTypes: ['APPRENTICESHIP'],
    teaser: (c) =>
      both(
        `Drei Jahre, die sich lohnen: Lernen Sie bei ${c.company.name}, wie ein Onlineshop für Gesundheitsprodukte funktioniert.`,
        `Three years well spent: learn at ${c.company.name} how an online shop for health products works.`,
      ),
    body: (c) => ({
      de: section(
        'de',
        [
          'Sortimentspflege und Produkttexte im Onlineshop',
          'Mitarbeit im Kundenservice und in der Versandabwicklung',
          'Auswertung von Bestellungen und Kampagnen',
        ],
        [
          'Guter Realschulabschluss oder Abitur',
          'Interesse an Gesundheit, Ernährung und digitalem Handel',
          'Zuverlässigkeit und Teamgeist',
        ],
        offers(c),
        apply(c),
      ),
      en: section(
        'en',
        [
          'Looking after the range and product texts in the online shop',
          'Helping in customer service and dispatch',
          'Evaluating orders and campaigns',
        ],
        [
          'Good school-leaving qualifications',
          'An interest in health, nutrition and online retail',
          'Reliability and team spirit',
        ],
        offers(c),
        apply(c),
      ),
    }),
    days: { posted: -55, starts: 120, closes: 75 },
  },
  'field-sales': {
    key: 'field-sales',
    uid: 605,
    pathSegment: { de: 'pharmaberater-aussendienst-sued', en: 'pharmacy-sales-south' },
    title: {
      de: 'Pharmaberater:in im Außendienst Süd (m/w/d)',
      en: 'Pharmacy sales representative south (m/f/d)',
    },
    department: both('Vertrieb', 'Sales'),
    place: FIELD_SOUTH,
    employmentTypes: ['FULL_TIME'],
    teaser: (c) =>
      both(
        `Sie betreuen Apotheken in Bayern und Baden-Württemberg und bringen ${c.brand} in die Sichtwahl.`,
        `You look after pharmacies in Bavaria and Baden-Württemberg and bring ${c.brand} onto their shelves.`,
      ),
    body: (c) => ({
      de: section(
        'de',
        [
          'Betreuung und Ausbau von rund 250 Apotheken in Ihrer Region',
          'Schulungen für Apothekenteams zu unseren Produkten',
          'Planung von Aktionen gemeinsam mit dem Key-Account-Team',
        ],
        [
          'Ausbildung als PTA, PKA oder Pharmareferent:in',
          'Erfahrung im Apothekenaußendienst',
          'Wohnsitz im Großraum München, Führerschein Klasse B',
        ],
        [
          ...offers(c),
          both('Firmenwagen, auch zur privaten Nutzung', 'A company car, also for private use'),
        ],
        apply(c),
      ),
      en: section(
        'en',
        [
          'Looking after and growing about 250 pharmacies in your region',
          'Training pharmacy teams on our products',
          'Planning promotions together with the key account team',
        ],
        [
          'A qualification as a pharmacy technician or pharmaceutical sales representative',
          'Experience in pharmacy field sales',
          'Living in the Munich area, a driving licence',
        ],
        [
          ...offers(c),
          both('Firmenwagen, auch zur privaten Nutzung', 'A company car, also for private use'),
        ],
        apply(c),
      ),
    }),
    days: { posted: -6, starts: null, closes: null },
  },
  'quality-intern': {
    key: 'quality-intern',
    uid: 606,
    pathSegment: { de: 'praktikum-qualitaetssicherung', en: 'internship-quality-assurance' },
    title: {
      de: 'Praktikum Qualitätssicherung (m/w/d)',
      en: 'Internship quality assurance (m/f/d)',
    },
    department: both('Qualitätssicherung', 'Quality assurance'),
    place: 'seat',
    employmentTypes: ['INTERN'],
    teaser: (c) =>
      both(
        `Sechs Monate im Labor und am Schreibtisch: Sie prüfen mit uns, dass jede Charge von ${c.brand} hält, was das Etikett verspricht.`,
        `Six months in the lab and at the desk: you help us check that every ${c.brand} batch keeps the label's promise.`,
      ),
    body: (c) => ({
      de: section(
        'de',
        [
          'Prüfung von Analysezertifikaten unserer Lieferanten',
          'Mitarbeit an Stabilitätsstudien',
          'Pflege der Spezifikationen im Qualitätssystem',
        ],
        [
          'Studium der Lebensmittelchemie, Oecotrophologie oder Pharmazie',
          'Pflichtpraktikum von sechs Monaten',
          'Sorgfalt und ein Auge fürs Detail',
        ],
        offers(c).slice(0, 2),
        apply(c),
      ),
      en: section(
        'en',
        [
          "Checking our suppliers' certificates of analysis",
          'Helping with stability studies',
          'Maintaining specifications in the quality system',
        ],
        [
          'Studying food chemistry, nutrition science or pharmacy',
          'A mandatory six-month internship',
          'Care and an eye for detail',
        ],
        offers(c).slice(0, 2),
        apply(c),
      ),
    }),
    days: { posted: -34, starts: 60, closes: 40 },
  },
  /**
   * Every brand's closed posting: its closing date passed a week ago. The CMS keeps its page
   * online (an old link still finds it) but lists it nowhere; the storefront says it is closed.
   */
  'warehouse-temp': {
    key: 'warehouse-temp',
    uid: 607,
    pathSegment: { de: 'aushilfe-versand', en: 'temporary-warehouse-assistant' },
    title: {
      de: 'Aushilfe im Versand, befristet (m/w/d)',
      en: 'Temporary warehouse assistant (m/f/d)',
    },
    department: both('Logistik', 'Logistics'),
    place: 'seat',
    employmentTypes: ['TEMPORARY'],
    teaser: (c) =>
      both(
        `Drei Monate Verstärkung für unseren Versand: Sie packen die Bestellungen von ${c.brand} und sorgen dafür, dass sie pünktlich ankommen.`,
        `Three months helping our dispatch team: you pack ${c.brand} orders and make sure they arrive on time.`,
      ),
    body: (c) => ({
      de: section(
        'de',
        [
          'Kommissionieren und Verpacken von Bestellungen',
          'Wareneingang und Einlagerung',
          'Mitarbeit bei der Inventur',
        ],
        ['Sorgfalt und Zuverlässigkeit', 'Körperliche Belastbarkeit', 'Gute Deutschkenntnisse'],
        offers(c).slice(0, 2),
        apply(c),
      ),
      en: section(
        'en',
        ['Picking and packing orders', 'Receiving and storing goods', 'Helping with the stocktake'],
        ['Care and reliability', 'Physical fitness', 'Good German'],
        offers(c).slice(0, 2),
        apply(c),
      ),
    }),
    days: { posted: -90, starts: -60, closes: -7 },
  },
}
