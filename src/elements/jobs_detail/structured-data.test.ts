import { describe, expect, it } from 'vitest'
import type { Page } from '../../lib/page'
import { elementStructuredData } from '../page-structured-data'
import { parseContentElement } from '../registry/schemas'
import { jobsDetailElement, jobsListElement } from '../testing'

const pageWith = (elements: unknown[]) =>
  ({
    content: { colPos0: elements.map((e) => parseContentElement(e as never)) },
  }) as unknown as Page

const URL = 'https://vitalis.example/karriere/pta-kundenservice'

describe('job posting structured data', () => {
  it('describes the posting of a detail page as a schema.org JobPosting', () => {
    const [data] = elementStructuredData(
      pageWith([jobsDetailElement]),
      URL,
      'https://vitalis.example',
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Pharmazeutisch-technische Assistenz (m/w/d)',
      description:
        '<h2>Ihre Aufgaben</h2><ul><li>Beratung am Telefon und per E-Mail</li></ul><h2>Ihr Profil</h2><p>Abgeschlossene Ausbildung zur PTA.</p>',
      url: URL,
      datePosted: '2026-03-02T08:00:00.000Z',
      validThrough: '2026-04-15T22:00:00.000Z',
      employmentType: ['FULL_TIME', 'PART_TIME'],
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Vitalis GmbH',
        sameAs: 'https://www.vitalis.example',
      },
      occupationalCategory: 'Kundenservice',
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Elbchaussee 12',
          postalCode: '22765',
          addressLocality: 'Hamburg',
          addressCountry: 'DE',
        },
      },
    })
  })

  it('writes none for a list page or a posting without a location', () => {
    const detail = (jobsDetailElement.content.data as { detail: Record<string, unknown> }).detail
    const noPlace = {
      ...jobsDetailElement,
      content: {
        ...jobsDetailElement.content,
        data: { detail: { ...detail, job: { ...(detail.job as object), location: null } } },
      },
    }
    expect(
      elementStructuredData(pageWith([jobsListElement, noPlace]), URL, 'https://vitalis.example'),
    ).toEqual([])
  })
})
