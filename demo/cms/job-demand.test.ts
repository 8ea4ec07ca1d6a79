import { describe, expect, it } from 'vitest'
import { getJson } from './test-support'
import type { PageJson } from './types'

/** The job list plugin's per-request filter (./job-demand.ts) and the posting pages. */

interface ListData {
  list: { title: string; slug: string; job: { location: { slug: string } } }[]
  demand: { location: string; employment: string }
  filters: { locations: { slug: string }[]; employmentTypes: string[] }
}

const jobList = async (site: string, path: string) => {
  const answer = await getJson(`/cms/${site}${path}`)
  const page = answer.body as PageJson
  const element = page.content.colPos0?.find((entry) => entry.type === 'jobs_list')
  return { status: answer.status, data: element?.content.data as ListData }
}

describe('job list demand', () => {
  it("lists every posting of the brand's company and offers its locations and types", async () => {
    const { status, data } = await jobList('vitalis-de', '/karriere')
    expect(status).toBe(200)
    expect(data.list).toHaveLength(5)
    expect(data.demand).toEqual({ location: '', employment: '' })
    expect(data.filters.locations.map((location) => location.slug)).toEqual([
      'muenchen',
      'hamburg',
      'remote',
    ])
    expect(data.filters.employmentTypes).toEqual(['FULL_TIME', 'PART_TIME', 'APPRENTICESHIP'])
  })

  it('keeps the postings of the location and type asked for, and says which filter it applied', async () => {
    const { data } = await jobList('vitalis-de', '/karriere?location=hamburg&employment=part-time')
    expect(data.demand).toEqual({ location: 'hamburg', employment: 'part-time' })
    expect(data.list.map((job) => job.title)).toEqual([
      'Pharmazeutisch-technische Assistenz im Kundenservice (m/w/d)',
    ])
  })

  it('ignores values it does not offer', async () => {
    const { status, data } = await jobList('vitalis-de', '/karriere?location=mars&employment=GIG')
    expect(status).toBe(200)
    expect(data.demand).toEqual({ location: '', employment: '' })
    expect(data.list).toHaveLength(5)
  })

  it("places the Austrian site's postings in Vienna and answers each at its address", async () => {
    const { data } = await jobList('vitalis-at', '/karriere')
    expect(data.filters.locations.map((location) => location.slug)).toEqual(['wien'])
    for (const job of data.list) {
      const answer = await getJson(`/cms/vitalis-at${job.slug}`)
      expect(answer.status, job.slug).toBe(200)
      const page = answer.body as PageJson
      expect(page.content.colPos0?.[0]?.type).toBe('jobs_detail')
    }
  })
})
