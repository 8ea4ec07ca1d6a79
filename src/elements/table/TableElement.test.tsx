// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { element, tableElement } from '../testing'
import { column, renderStatic } from '../testing/harness'

const rows = [
  ['Nährstoff', 'Menge'],
  ['Zink', '10 mg'],
  ['Selen', '55 µg'],
]
const renderTable = (content: Record<string, unknown>) =>
  renderStatic(column([element(820, 'table', { bodytext: rows, ...content })]))

const texts = (nodes: Iterable<Element>) => [...nodes].map((node) => node.textContent)

describe('TableElement', () => {
  it('renders all rows as data cells when tableHeaderPosition is 0', () => {
    const container = renderTable({ tableHeaderPosition: 0 })
    expect(container.querySelector('th')).toBeNull()
    expect(container.querySelector('thead')).toBeNull()
    expect(container.querySelectorAll('tbody tr')).toHaveLength(3)
  })

  it('puts the first row in thead with column headers when tableHeaderPosition is 1', () => {
    const container = renderTable({ tableHeaderPosition: 1 })
    expect(texts(container.querySelectorAll('thead th[scope="col"]'))).toEqual([
      'Nährstoff',
      'Menge',
    ])
    expect(texts(container.querySelectorAll('tbody tr > :first-child'))).toEqual(['Zink', 'Selen'])
  })

  it('makes the first cell of each row a row header when tableHeaderPosition is 2', () => {
    const container = renderTable({ tableHeaderPosition: 2 })
    expect(container.querySelector('thead')).toBeNull()
    expect(texts(container.querySelectorAll('tbody th[scope="row"]'))).toEqual([
      'Nährstoff',
      'Zink',
      'Selen',
    ])
    expect(container.querySelectorAll('tbody td')).toHaveLength(3)
  })

  it('moves the last row into tfoot when tableTfoot is set', () => {
    const container = renderTable({ tableHeaderPosition: 1, tableTfoot: 1 })
    expect(texts(container.querySelectorAll('tfoot td'))).toEqual(['Selen', '55 µg'])
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1)
    expect(renderTable({ tableTfoot: 0 }).querySelector('tfoot')).toBeNull()
  })

  it('shows the caption and the editor table class', () => {
    const container = renderStatic(column([tableElement]))
    expect(container.querySelector('caption')?.textContent).toBe('Angaben je Stick (2,1 g)')
    expect(container.querySelector('table')?.className).toBe('ce-table ce-table--striped')
  })

  it('reads TYPO3 raw bodytext with | separated cells', () => {
    const container = renderTable({ bodytext: 'Zink|10 mg\nSelen|55 µg' })
    expect(texts(container.querySelectorAll('tr:last-child td'))).toEqual(['Selen', '55 µg'])
  })

  it('renders no table when there are no rows', () => {
    expect(renderTable({ bodytext: [] }).querySelector('table')).toBeNull()
  })

  it('lets the keyboard reach its scrolling box, named by its caption or its header', () => {
    const captioned = renderTable({ tableCaption: 'Nährwerte je Tagesdosis' })
    const box = captioned.querySelector('.ce-table__scroll')
    expect(box?.getAttribute('role')).toBe('region')
    expect(box?.getAttribute('tabindex')).toBe('0')
    const caption = captioned.querySelector('caption')
    expect(box?.getAttribute('aria-labelledby')).toBe(caption?.id)
    expect(caption?.id).not.toBe('')

    const headed = renderTable({ header: 'Zink im Vergleich' })
    expect(headed.querySelector('.ce-table__scroll')?.getAttribute('aria-label')).toBe(
      'Zink im Vergleich',
    )
    const bare = renderTable({})
    expect(bare.querySelector('.ce-table__scroll')?.getAttribute('aria-label')).toBe('Tabelle')
  })
})
