import { describe, expect, it } from 'vitest'
import { fixtureByType, textElement } from '../testing'
import { element } from '../testing/element'
import { ELEMENT_TYPES, parseContentElement } from './schemas'
import { elementTypesIn } from '../element-types'

describe('parseContentElement', () => {
  it.each(ELEMENT_TYPES)('parses %s into content that survives the KV cache as JSON', (type) => {
    const parsed = parseContentElement(fixtureByType[type])
    expect(parsed.problem).toBeUndefined()
    // The parsed page is cached as JSON and embedded for hydration: nothing may change on the way.
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed)
  })

  it('keeps an unknown CType with its content as the CMS sent it and says why', () => {
    const parsed = parseContentElement(element(7, 'news_latest', { items: [1, 2] }))
    expect(parsed).toEqual({
      ...element(7, 'news_latest', { items: [1, 2] }),
      problem: 'unknown-type',
    })
  })

  it('parses the kept content of an unknown CType once its type is known', () => {
    const kept = { ...textElement, problem: 'unknown-type' as const }
    expect(parseContentElement(kept)).toEqual(parseContentElement(textElement))
  })

  it('does not take an inherited property for a CType', () => {
    expect(parseContentElement(element(8, 'constructor', {})).problem).toBe('unknown-type')
  })

  it('keeps content that fails its schema out of the render and says why', () => {
    const parsed = parseContentElement(element(9, 'text', { bodytext: { html: 'no' } }))
    expect(parsed).toMatchObject({ content: {}, problem: 'invalid-content' })
  })

  it.each(['text', 'html', 'textmedia', 'hero_banner'])(
    'sanitises the editor HTML of %s once, when the CMS answer is parsed',
    (type) => {
      const bodytext = '<p onclick="steal()">Zink <a href="javascript:alert(1)">mehr</a></p>'
      const parsed = parseContentElement(element(12, type, { bodytext }))
      expect(parsed.problem).toBeUndefined()
      expect((parsed.content as { bodytext: string }).bodytext).toBe('<p>Zink <a>mehr</a></p>')
    },
  )

  it('parses the elements inside a shortcut by their own types', () => {
    const shortcut = element(10, 'shortcut', {
      shortcut: [textElement, { id: 11, type: 'mystery', content: {} }],
    })
    const parsed = parseContentElement(shortcut)
    const nested = (parsed.content as { shortcut: ReturnType<typeof parseContentElement>[] })
      .shortcut
    expect(nested.map((entry) => [entry.type, entry.problem])).toEqual([
      ['text', undefined],
      ['mystery', 'unknown-type'],
    ])
    expect(nested[0]?.content).toEqual(parseContentElement(textElement).content)
    expect(elementTypesIn([parsed])).toEqual(new Set(['shortcut', 'text', 'mystery']))
  })
})
