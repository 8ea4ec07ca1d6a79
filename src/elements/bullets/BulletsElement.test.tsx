// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { bulletsElement, definitionBulletsElement, element } from '../testing'
import { column, renderStatic } from '../testing/harness'

const renderBullets = (content: Record<string, unknown>) =>
  renderStatic(column([element(810, 'bullets', content)]))

describe('BulletsElement', () => {
  it('renders an unordered list when bulletsType is 0', () => {
    const container = renderStatic(column([bulletsElement]))
    expect(
      [...container.querySelectorAll('ul.ce-bullets > li')].map((li) => li.textContent),
    ).toEqual([
      'Laktosefrei und glutenfrei',
      'Ohne künstliche Farbstoffe',
      'Hergestellt in Deutschland',
    ])
  })

  it('renders an ordered list when bulletsType is 1', () => {
    const container = renderBullets({
      bulletsType: 1,
      bodytext: ['Stick öffnen', 'Pulver auf die Zunge'],
    })
    expect(container.querySelectorAll('ol.ce-bullets > li')).toHaveLength(2)
    expect(container.querySelector('ul')).toBeNull()
  })

  it('renders a definition list of [term, definition] rows when bulletsType is 2', () => {
    const container = renderStatic(column([definitionBulletsElement]))
    expect([...container.querySelectorAll('dl dt')].map((dt) => dt.textContent)).toEqual([
      'Tagesdosis',
      'Bioverfügbarkeit',
    ])
    expect(container.querySelector('dl dd')?.textContent).toBe(
      'Ein Stick pro Tag, direkt auf die Zunge.',
    )
  })

  it('splits raw bodytext into lines, and definition lines at |', () => {
    expect(
      renderBullets({ bodytext: 'Vegan\r\nOhne Zucker\n' }).querySelectorAll('li'),
    ).toHaveLength(2)
    const dl = renderBullets({ bulletsType: 2, bodytext: 'NRV|Nährstoffbezugswert' })
    expect(dl.querySelector('dt')?.textContent).toBe('NRV')
    expect(dl.querySelector('dd')?.textContent).toBe('Nährstoffbezugswert')
  })

  it('falls back to an unordered list when bulletsType is junk and skips empty lines', () => {
    const container = renderBullets({ bulletsType: 'x', bodytext: ['Zink', '', null, 'Selen'] })
    expect(container.querySelectorAll('ul > li')).toHaveLength(2)
  })

  it('escapes markup in items, as TYPO3 does', () => {
    const container = renderBullets({ bodytext: ['<b>fett</b>'] })
    expect(container.querySelector('li')?.textContent).toBe('<b>fett</b>')
    expect(container.querySelector('b')).toBeNull()
  })
})
