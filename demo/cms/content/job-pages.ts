import type { Company } from './company'
import { jobDates, type JobDates } from './job-dates'
import { JOBS, type EmploymentType, type JobSpec } from './job-records'
import type { Brand, PageSpec } from './model'
import type { Lang } from './texts'

/**
 * The careers pages of a brand's locale: the job list page (the job list plugin, which the CMS
 * filters per request: ../job-demand.ts) below 'about', and one detail page per posting, as
 * TYPO3's route enhancer answers `<list page>/<path segment>` (see ./recipe-pages.ts). A posting
 * past its closing date keeps its page (an old link still finds it) but is in no list or menu.
 * The dates are the build's (./job-dates.ts): content functions run when the site is compiled,
 * on its first request, never at import, where Workers' clock stands at 1970.
 */

/** Every posting in one fixed order: page uids follow it. */
const JOB_ORDER = Object.keys(JOBS)
const EMPLOYMENT_ORDER: EmploymentType[] = [
  'FULL_TIME',
  'PART_TIME',
  'TEMPORARY',
  'INTERN',
  'APPRENTICESHIP',
]

export const JOBS_KEY = 'jobs'
export const jobKey = (job: string) => `job-${job}`

/** Page uids of the careers pages on a site whose uids start at `base` (vitalis-de 0 …). */
export const jobPageIds = (base: number): Record<string, number> => ({
  [JOBS_KEY]: base + 30,
  ...Object.fromEntries(JOB_ORDER.map((key, index) => [jobKey(key), base + 31 + index])),
})

export interface JobSelection {
  brand: Brand
  brandName: string
  lang: Lang
  company: Company
  /** Keys of JOBS, newest first as the list shows them (a closed one gets its page only). */
  jobs: string[]
  /** The editor's introduction above the list (HTML). */
  intro: string
  layoutColor: string
}

const slugs = (lang: Lang) => (lang === 'de' ? '/karriere' : '/careers')

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The location record of a posting: the company's seat ('20457 Hamburg') or its own place. */
const locationOf = (job: JobSpec, s: JobSelection) => {
  if (job.place === 'seat') {
    const [postalCode = '', ...rest] = s.company.city.split(' ')
    const locality = rest.join(' ')
    return {
      slug: slugOf(locality),
      title: locality,
      streetAddress: s.company.street,
      postalCode,
      addressLocality: locality,
      addressCountry: s.company.shipping.country,
    }
  }
  return {
    slug: job.place.slug,
    title: job.place.title[s.lang],
    streetAddress: '',
    postalCode: job.place.postalCode,
    addressLocality: job.place.locality,
    addressCountry: job.place.country,
  }
}

const domainOf = (company: Company) => company.email.split('@')[1] ?? 'example.org'

const recordFields = (job: JobSpec, s: JobSelection, detailUrl: string, dates: JobDates) => ({
  uid: job.uid,
  title: job.title[s.lang],
  teaser: job.teaser({ brand: s.brandName, company: s.company })[s.lang],
  isTopNews: 0,
  crdate: dates.datetime,
  tstamp: dates.datetime,
  datetime: dates.datetime,
  archive: '',
  author: { author: s.lang === 'de' ? 'Personalteam' : 'People team', authorEmail: '' },
  media: [],
  falRelatedFiles: [],
  categories: [],
  tags: [],
  metaData: { keywords: '', description: '', alternativeTitle: '' },
  slug: detailUrl,
  pathSegment: job.pathSegment[s.lang],
})

const teaserJob = (job: JobSpec, s: JobSelection, dates: JobDates) => ({
  location: locationOf(job, s),
  employmentTypes: job.employmentTypes,
  department: job.department[s.lang],
  validThrough: dates.validThrough,
})

/** Closed in the relative days themselves: whatever the day, it closed before it. */
const isClosed = (job: JobSpec) => job.days.closes !== null && job.days.closes < 0

export const jobPages = (s: JobSelection): PageSpec[] => {
  const de = s.lang === 'de'
  const postings = s.jobs.map((key) => {
    const job = JOBS[key]
    if (!job) throw new Error(`no job '${key}'`)
    return job
  })
  const selected = postings.filter((job) => !isClosed(job))
  const locations = [
    ...new Map(selected.map((job) => locationOf(job, s)).map((l) => [l.slug, l])).values(),
  ]
  const employmentTypes = EMPLOYMENT_ORDER.filter((type) =>
    selected.some((job) => job.employmentTypes.includes(type)),
  )
  const list: PageSpec = {
    key: JOBS_KEY,
    parent: 'about',
    slug: slugs(s.lang),
    title: de ? `Karriere bei ${s.brandName}` : `Careers at ${s.brandName}`,
    navTitle: de ? 'Karriere' : 'Careers',
    description: de
      ? `Offene Stellen bei ${s.company.name}: Kundenservice, Produktmanagement, Marketing und Ausbildung.`
      : `Vacancies at ${s.company.name}: customer service, product management, marketing and apprenticeships.`,
    layoutColor: s.layoutColor,
    themeWorld: 'careers',
    mandatory: false,
    content: (b) => [
      b.text(de ? `Karriere bei ${s.brandName}` : `Careers at ${s.brandName}`, s.intro, {
        headerLayout: 1,
      }),
      b.jobsList(de ? 'Offene Stellen' : 'Vacancies', b.link(JOBS_KEY), {
        list: selected.map((job) => {
          const dates = jobDates(job, new Date())
          return {
            ...recordFields(job, s, b.link(jobKey(job.key)), dates),
            job: teaserJob(job, s, dates),
          }
        }),
        settings: {
          orderBy: 'datetime',
          orderDirection: 'desc',
          templateLayout: '',
          action: 'list',
        },
        filters: { locations, employmentTypes },
        demand: { location: '', employment: '' },
      }),
    ],
  }
  const details = postings.map((job): PageSpec => ({
    key: jobKey(job.key),
    parent: JOBS_KEY,
    hidden: true,
    ...(isClosed(job) ? { unlisted: true } : {}),
    slug: `${slugs(s.lang)}/${job.pathSegment[s.lang]}`,
    title: job.title[s.lang],
    description: job.teaser({ brand: s.brandName, company: s.company })[s.lang],
    layoutColor: s.layoutColor,
    themeWorld: 'careers',
    content: (b) => {
      const dates = jobDates(job, new Date())
      return [
        b.jobDetail(b.link(JOBS_KEY), {
          detail: {
            ...recordFields(job, s, b.link(jobKey(job.key)), dates),
            bodytext: job.body({ brand: s.brandName, company: s.company })[s.lang],
            job: {
              ...teaserJob(job, s, dates),
              startDate: dates.startDate,
              applicationLink: `https://karriere.${domainOf(s.company)}/bewerben?stelle=${job.uid}`,
              hiringOrganization: {
                name: s.company.name,
                sameAs: `https://www.${domainOf(s.company)}`,
              },
            },
          },
          settings: { templateLayout: '', action: 'detail' },
        }),
      ]
    },
  }))
  return [list, ...details]
}
