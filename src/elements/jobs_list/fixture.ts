import { element } from '../testing/element'
import { hamburg, jobRecord, remote } from '../testing/job-records'

export const fixture = element(740, 'jobs_list', {
  header: 'Offene Stellen',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  link: '/karriere',
  data: {
    list: [
      {
        ...jobRecord,
        job: {
          location: hamburg,
          employmentTypes: ['FULL_TIME', 'PART_TIME'],
          department: 'Kundenservice',
        },
      },
      {
        ...jobRecord,
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

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Online-Marketing-Manager (m/w/d)'
