import { element } from '../testing/element'
import { hamburg, jobRecord } from '../testing/job-records'

export const fixture = element(741, 'jobs_detail', {
  header: '',
  subheader: '',
  headerLayout: 0,
  headerPosition: '',
  headerLink: '',
  link: '/karriere',
  data: {
    detail: {
      ...jobRecord,
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

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Abgeschlossene Ausbildung zur PTA.'
