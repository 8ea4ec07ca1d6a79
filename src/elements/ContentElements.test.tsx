// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ContentElement } from '../lib/page'
import { element, heroBannerElement, shortcutElement, textElement, textpicElement } from './testing'
import { withCommerce } from './testing/commerce'
import { Elements, column, renderStatic, withStorefront } from './testing/harness'

const unknownElement = element(901, 'foo_bar', { header: 'Gewinnspiel' })
const invalidText = element(902, 'text', { header: 'Kaputt', bodytext: 42 })

describe('ContentElements', () => {
  it('renders nothing for an unknown type when in production', () => {
    expect(renderToString(column([unknownElement]))).toBe('')
  })

  it('shows a placeholder naming the type when an unknown type is rendered in development', () => {
    const container = renderStatic(column([unknownElement], { dev: true }))
    expect(container.querySelector('#c901 .ce-dev-placeholder')?.textContent).toBe(
      'Unknown content element: foo_bar',
    )
  })

  it.each(['constructor', '__proto__', 'toString'])(
    'treats the inherited key %s as an unknown type',
    (type) => {
      const container = renderStatic(column([element(903, type, {})], { dev: true }))
      expect(container.textContent).toBe(`Unknown content element: ${type}`)
    },
  )

  it('gives the ids inside a record its element id, and a repeat of the record its count', () => {
    const hero = heroBannerElement
    const container = renderStatic(column([hero, hero]))
    const titles = [...container.querySelectorAll('.ce-hero__title')].map((title) => title.id)
    expect(titles).toEqual([`c${hero.id}-title`, `c${hero.id}-2-title`])
  })

  it('renders nothing for content that fails its schema when in production', () => {
    expect(renderToString(column([invalidText]))).toBe('')
  })

  it('names the type in a placeholder when content fails its schema in development', () => {
    const container = renderStatic(column([invalidText], { dev: true }))
    expect(container.querySelector('#c902')?.textContent).toBe('Invalid content for text')
  })

  it('keeps rendering the other elements when one is broken', () => {
    const broken = { ...textElement, id: 904, content: null } as unknown as ContentElement
    const container = renderStatic(column([broken, unknownElement, textElement]))
    expect(container.querySelectorAll('.ce-frame')).toHaveLength(1)
    expect(container.querySelector('#c502')).not.toBeNull()
  })

  it('puts each element in a frame with its anchor id and appearance classes', () => {
    const frame = renderStatic(column([textpicElement])).querySelector('#c601')
    expect(frame?.className).toBe('ce-frame frame-type-textpic frame-none layout-hero')
    const spaced = element(
      905,
      'div',
      {},
      { frameClass: 'ruler-before', spaceBefore: 'extra-large', spaceAfter: 'small', layout: '' },
    )
    expect(renderStatic(column([spaced])).querySelector('#c905')?.className).toBe(
      'ce-frame frame-type-div frame-ruler-before space-before-extra-large space-after-small',
    )
  })

  it('loads the first image of the first element eagerly with high priority, later ones lazily', () => {
    const container = renderStatic(column([textpicElement, heroBannerElement]))
    const first = container.querySelector('#c601 img')
    const later = container.querySelector('#c605 img')
    expect(first?.getAttribute('loading')).toBe('eager')
    expect(first?.getAttribute('fetchpriority')).toBe('high')
    expect(later?.getAttribute('loading')).toBe('lazy')
    expect(later?.hasAttribute('fetchpriority')).toBe(false)
  })

  it('loads every image lazily when priorityFirst is false', () => {
    const tree = withStorefront(
      withCommerce(<Elements elements={[heroBannerElement]} priorityFirst={false} />),
    )
    const image = renderStatic(tree).querySelector('img')
    expect(image?.getAttribute('loading')).toBe('lazy')
  })

  it('renders the referenced elements of a shortcut in their own frames inside its frame', () => {
    const container = renderStatic(column([shortcutElement]))
    expect(container.querySelector('#c704 > #c9502 h2')?.textContent).toBe('Warum Magnesium?')
  })

  it('skips broken references of a shortcut and shows the rest', () => {
    const shortcut = element(906, 'shortcut', { shortcut: [{ type: 'text' }, 'junk', textElement] })
    expect(renderStatic(column([shortcut])).querySelectorAll('#c906 .ce-frame')).toHaveLength(1)
  })
})
