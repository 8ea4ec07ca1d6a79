import { describe, expect, it } from 'vitest'
import { listDemoPages } from './resolve'
import { allStrings, getJson, SITE_LOCALES } from './test-support'
import type { PageJson } from './types'

/** The job list plugin's per-request filter (./job-demand.ts) and the posting pages. */

interface ListData {
  list: {
    title: string
    slug: string
    job: { location: { slug: string }; employmentTypes: string[] }
  }[]
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

describe('closed postings', () => {
  const detailOf = (page: PageJson) =>
    page.content.colPos0?.[0]?.content.data as {
      detail: { slug: string; job: { validThrough: string; employmentTypes: string[] } }
    }

  it('gives every careers page one posting past its closing date, listed nowhere, its page kept', async () => {
    const careers = listDemoPages().filter((page) => page.key === 'jobs')
    expect(careers.length).toBeGreaterThanOrEqual(6)
    for (const { siteId, path, locale } of careers) {
      const { data } = await jobList(siteId, path)
      const postings = listDemoPages().filter(
        (page) => page.siteId === siteId && page.locale === locale && page.key.startsWith('job-'),
      )
      const closed: { key: string; slug: string }[] = []
      for (const posting of postings) {
        const answer = await getJson(`/cms/${siteId}${posting.path}`, undefined, 'public')
        expect(answer.status, posting.path).toBe(200)
        const { detail } = detailOf(answer.body as PageJson)
        const until = Date.parse(`${detail.job.validThrough.replace(' ', 'T')}Z`)
        if (until < Date.now()) closed.push({ key: posting.key, slug: detail.slug })
      }
      expect(closed, `${siteId}${path}`).toHaveLength(1)
      const [{ key, slug } = { key: '', slug: '' }] = closed
      const listed = data.list.map((job) => job.slug)
      expect(listed, `${siteId}${path}`).not.toContain(slug)
      expect(listed).toHaveLength(postings.length - 1)
      // Nor does a menu of any other page lead there (the sitemap element lists hidden pages).
      for (const page of listDemoPages().filter((entry) => entry.siteId === siteId)) {
        if (page.key === key) continue
        const body = (await getJson(`/cms/${siteId}${page.path}`)).body
        expect(allStrings(body), `${siteId}${page.path}`).not.toContain(slug)
      }
    }
  })

  it('offers no filter value that only the closed posting has', async () => {
    for (const { siteId, locale, prefix } of SITE_LOCALES) {
      const careers = listDemoPages().find(
        (page) => page.siteId === siteId && page.locale === locale && page.key === 'jobs',
      )
      if (!careers) continue
      const { data } = await jobList(siteId, careers.path)
      const types = new Set(data.list.flatMap((job) => job.job.employmentTypes))
      expect(data.filters.employmentTypes, siteId + prefix).toEqual(
        data.filters.employmentTypes.filter((type) => types.has(type)),
      )
    }
  })
})
