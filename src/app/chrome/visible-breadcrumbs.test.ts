import { describe, expect, it } from 'vitest'
import { crumb } from '../testing/chrome'
import { visibleBreadcrumbs } from './visible-breadcrumbs'

const titles = (items: { title: string }[]) => items.map((item) => item.title)

describe('visibleBreadcrumbs', () => {
  it('hides the first entry when showFirst is not set', () => {
    const items = [crumb('Home'), crumb('Produkte'), crumb('Gelenke')]
    expect(titles(visibleBreadcrumbs(items))).toEqual(['Produkte', 'Gelenke'])
  })

  it('keeps the first entry when showFirst is set', () => {
    const items = [crumb('Home'), crumb('Produkte'), crumb('Gelenke')]
    expect(titles(visibleBreadcrumbs(items, true))).toEqual(['Home', 'Produkte', 'Gelenke'])
  })

  it('drops exception entries wherever they are', () => {
    const items = [crumb('Home'), crumb('Ordner', { exception: true }), crumb('A'), crumb('B')]
    expect(titles(visibleBreadcrumbs(items))).toEqual(['A', 'B'])
  })

  it('drops a first entry that is an exception even when showFirst is set', () => {
    const items = [crumb('Home', { exception: true }), crumb('A'), crumb('B')]
    expect(titles(visibleBreadcrumbs(items, true))).toEqual(['A', 'B'])
  })

  it('returns nothing when exactly one entry remains', () => {
    expect(visibleBreadcrumbs([crumb('Home'), crumb('A')])).toEqual([])
    expect(visibleBreadcrumbs([crumb('A'), crumb('B', { exception: true })], true)).toEqual([])
  })

  it('returns nothing when none remain', () => {
    expect(visibleBreadcrumbs([])).toEqual([])
    expect(visibleBreadcrumbs([crumb('Home')], true)).toEqual([])
  })

  it('counts the hidden first entry out before deciding, so two entries are not enough', () => {
    const items = [crumb('Home'), crumb('A'), crumb('B')]
    expect(visibleBreadcrumbs(items)).toHaveLength(2)
    expect(visibleBreadcrumbs(items.slice(0, 2))).toHaveLength(0)
  })
})
