// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { jobsListElement } from '../testing'
import { column, renderStatic } from '../testing/harness'
import { element } from '../testing/element'

const listWith = (data: Record<string, unknown>) =>
  element(750, 'jobs_list', { ...jobsListElement.content, data })
const data = jobsListElement.content.data as Record<string, unknown>

describe('JobsListElement', () => {
  it('renders the openings the CMS sent with location, employment types and department', () => {
    const container = renderStatic(column([jobsListElement]))
    const titles = container.querySelectorAll('.ce-job-card__title a')
    expect([...titles].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pharmazeutisch-technische Assistenz (m/w/d)', '/karriere/pta-kundenservice'],
      ['Online-Marketing-Manager (m/w/d)', '/karriere/online-marketing'],
    ])
    expect(titles[0]?.parentElement?.tagName).toBe('H3')
    const facts = container.querySelectorAll('.ce-job-card')[0]?.querySelectorAll('li')
    expect([...(facts ?? [])].map((fact) => fact.textContent)).toEqual([
      'Hamburg',
      'Vollzeit, Teilzeit',
      'Kundenservice',
    ])
    expect(container.querySelector('.ce-jobs__count')?.textContent).toBe('2 offene Stellen')
  })

  it('offers every location and type as a link that keeps the other filter, the chosen one marked', () => {
    const container = renderStatic(column([jobsListElement]))
    const locations = container.querySelector('nav[aria-label="Standort"]')
    expect(
      [...(locations?.querySelectorAll('a') ?? [])].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]),
    ).toEqual([
      ['Alle Standorte', '/karriere?employment=full-time'],
      ['Hamburg', '/karriere?location=hamburg&employment=full-time'],
      ['Remote (Deutschland)', '/karriere?location=remote&employment=full-time'],
    ])
    expect(locations?.querySelector('[aria-current="page"]')?.textContent).toBe('Alle Standorte')
    const types = container.querySelector('nav[aria-label="Anstellungsart"]')
    expect([...(types?.querySelectorAll('a') ?? [])].map((a) => a.textContent)).toEqual([
      'Alle',
      'Vollzeit',
      'Teilzeit',
      'Ausbildung',
    ])
    expect(types?.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe(
      '/karriere?employment=full-time',
    )
  })

  it('says so and links to every opening when the filters leave none', () => {
    const container = renderStatic(
      column([
        listWith({ ...data, list: [], demand: { location: 'remote', employment: 'part-time' } }),
      ]),
    )
    expect(container.querySelector('.ce-jobs__list')).toBeNull()
    const empty = container.querySelector('.ce-jobs__empty')
    expect(empty?.textContent).toContain('Für diese Auswahl gibt es gerade keine offene Stelle.')
    expect(empty?.querySelector('a')?.getAttribute('href')).toBe('/karriere')
  })

  it('drops a record with an unknown employment type from its types, not from the list', () => {
    const list = data.list as Record<string, unknown>[]
    const odd = {
      ...list[1],
      job: { ...(list[1]?.job as object), employmentTypes: ['GIG', 'FULL_TIME'] },
    }
    const container = renderStatic(column([listWith({ ...data, list: [list[0], odd] })]))
    const facts = container.querySelectorAll('.ce-job-card')[1]?.querySelectorAll('li')
    expect([...(facts ?? [])].map((fact) => fact.textContent)).toContain('Vollzeit')
  })
})
