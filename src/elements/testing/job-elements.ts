import { element } from './text-elements'

/**
 * The job plugins as the CMS sends them: EXT:news records in EXT:headless_news' list and detail
 * shapes (`data.list`, `data.detail`, `settings.action`) with the project's job fields.
 */
const hamburg = {
  slug: 'hamburg',
  title: 'Hamburg',
  streetAddress: 'Elbchaussee 12',
  postalCode: '22765',
  addressLocality: 'Hamburg',
  addressCountry: 'DE',
}
const remote = {
  slug: 'remote',
  title: 'Remote (Deutschland)',
  streetAddress: '',
  postalCode: '',
  addressLocality: '',
  addressCountry: 'DE',
}

const record = {
  uid: 91,
  title: 'Pharmazeutisch-technische Assistenz (m/w/d)',
  teaser: 'Sie beraten Apotheken und Kundinnen zu unseren Nahrungsergänzungsmitteln.',
  isTopNews: 0,
  datetime: '2026-03-02 08:00:00',
  author: { author: 'Personalabteilung', authorEmail: '' },
  media: [],
  categories: [],
  tags: [],
  metaData: { keywords: '', description: '', alternativeTitle: '' },
  slug: '/karriere/pta-kundenservice',
  pathSegment: 'pta-kundenservice',
}

export const jobsListElement = element(740, 'jobs_list', {
  header: 'Offene Stellen',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  link: '/karriere',
  data: {
    list: [
      {
        ...record,
        job: {
          location: hamburg,
          employmentTypes: ['FULL_TIME', 'PART_TIME'],
          department: 'Kundenservice',
        },
      },
      {
        ...record,
        uid: 92,
        title: 'Online-Marketing-Manager (m/w/d)',
        teaser: 'Sie planen Kampagnen für vier Marken.',
        slug: '/karriere/online-marketing',
        pathSegment: 'online-marketing',
        job: { location: remote, employmentTypes: ['FULL_TIME'], department: 'Marketing' },
      },
    ],
    settings: { orderBy: 'datetime', orderDirection: 'desc', templateLayout: '', action: 'list' },
    filters: {
      locations: [hamburg, remote],
      employmentTypes: ['FULL_TIME', 'PART_TIME', 'APPRENTICESHIP'],
    },
    demand: { location: '', employment: 'full-time' },
  },
})

export const jobsDetailElement = element(741, 'jobs_detail', {
  header: '',
  subheader: '',
  headerLayout: 0,
  headerPosition: '',
  headerLink: '',
  link: '/karriere',
  data: {
    detail: {
      ...record,
      bodytext:
        '<h2>Ihre Aufgaben</h2><ul><li>Beratung am Telefon und per E-Mail</li></ul><h2>Ihr Profil</h2><p>Abgeschlossene Ausbildung zur PTA.</p>',
      job: {
        location: hamburg,
        employmentTypes: ['FULL_TIME', 'PART_TIME'],
        department: 'Kundenservice',
        startDate: '2026-05-01 00:00:00',
        validThrough: '2026-04-15 22:00:00',
        applicationLink: 'https://karriere.vitalis.example/bewerbung/91',
        hiringOrganization: { name: 'Vitalis GmbH', sameAs: 'https://www.vitalis.example' },
      },
    },
    settings: { templateLayout: '', action: 'detail' },
  },
})
