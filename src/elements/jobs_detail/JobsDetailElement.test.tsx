// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { jobsDetailElement } from '../testing'
import { column, renderStatic } from '../testing/harness'
import { element } from '../testing/element'

const detail = (jobsDetailElement.content.data as { detail: Record<string, unknown> }).detail
const withJob = (job: Record<string, unknown>) =>
  element(760, 'jobs_detail', {
    ...jobsDetailElement.content,
    data: { detail: { ...detail, job: { ...(detail.job as object), ...job } } },
  })

describe('JobsDetailElement', () => {
  it('renders the posting as the page heading with its facts and dates in German', () => {
    const container = renderStatic(column([jobsDetailElement]))
    expect(container.querySelector('h1')?.textContent).toBe(
      'Pharmazeutisch-technische Assistenz (m/w/d)',
    )
    const facts = [...container.querySelectorAll('.ce-job__fact')].map((fact) => [
      fact.querySelector('dt')?.textContent,
      fact.querySelector('dd')?.textContent,
    ])
    expect(facts).toEqual([
      ['Standort', 'Hamburg'],
      ['Anstellungsart', 'Vollzeit, Teilzeit'],
      ['Beginn', '01.05.26'],
      ['Veröffentlicht', '02.03.26'],
      ['Bewerbungsschluss', '16.04.26'],
    ])
    expect(container.querySelector('.ce-job__fact time')?.getAttribute('datetime')).toBe(
      '2026-05-01T00:00:00.000Z',
    )
    expect(container.querySelector('.ce-job__description h2')?.textContent).toBe('Ihre Aufgaben')
  })

  it('links to the application twice, at the top and after the description', () => {
    const container = renderStatic(column([jobsDetailElement]))
    const links = container.querySelectorAll('a.ce-job__apply')
    expect([...links].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Jetzt bewerben', 'https://karriere.vitalis.example/bewerbung/91'],
      ['Jetzt bewerben', 'https://karriere.vitalis.example/bewerbung/91'],
    ])
    expect(container.querySelector('.ce-job__back a')?.getAttribute('href')).toBe('/karriere')
  })

  it('says "as soon as possible" without a start date and offers no link to a script URL', () => {
    const container = renderStatic(
      column([
        withJob({ startDate: '', validThrough: '', applicationLink: 'javascript:alert(1)' }),
      ]),
    )
    const start = [...container.querySelectorAll('.ce-job__fact')].find(
      (fact) => fact.querySelector('dt')?.textContent === 'Beginn',
    )
    expect(start?.querySelector('dd')?.textContent).toBe('ab sofort')
    expect(container.querySelector('.ce-job__apply')).toBeNull()
    expect(container.textContent).not.toContain('Bewerbungsschluss')
  })

  it('accepts an email address as the way to apply', () => {
    const container = renderStatic(
      column([withJob({ applicationLink: 'mailto:jobs@vitalis.example' })]),
    )
    expect(container.querySelector('.ce-job__apply')?.getAttribute('href')).toBe(
      'mailto:jobs@vitalis.example',
    )
  })
})
