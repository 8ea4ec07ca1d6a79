// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { breakfastImage, element, textmediaElement, zincImage } from '../testing'
import { column, renderStatic } from '../testing/harness'

const withGallery = (
  position: Record<string, unknown>,
  rows: unknown = { '1': { columns: { '1': zincImage } } },
) =>
  element(840, 'textmedia', {
    header: 'Zink',
    bodytext: '<p>Text</p>',
    gallery: { position, rows },
  })

describe('TextMediaElement', () => {
  it('places the gallery beside the text when positioned in text, right, without wrap', () => {
    const container = renderStatic(column([textmediaElement]))
    expect(container.querySelector('.ce-textmedia')?.className).toBe(
      'ce-textmedia ce-textmedia--intext ce-textmedia--intext-right ce-textmedia--nowrap',
    )
    expect(container.querySelectorAll('.ce-gallery img')).toHaveLength(2)
  })

  it('puts the gallery after the text when positioned below', () => {
    const body = renderStatic(
      column([withGallery({ horizontal: 'center', vertical: 'below', noWrap: false })]),
    ).querySelector('.ce-textmedia__body')
    expect([...(body?.children ?? [])].map((child) => child.className)).toEqual([
      'ce-rich-text ce-textmedia__text',
      'ce-gallery ce-gallery--center',
    ])
  })

  it('falls back to above-center when the position is junk', () => {
    const container = renderStatic(column([withGallery({ horizontal: 'links', vertical: 7 })]))
    expect(container.querySelector('.ce-textmedia')?.className).toBe(
      'ce-textmedia ce-textmedia--above',
    )
  })

  it('renders text only when the gallery is empty', () => {
    const container = renderStatic(column([withGallery({ vertical: 'intext' }, [])]))
    expect(container.querySelector('.ce-gallery')).toBeNull()
    expect(container.querySelector('.ce-textmedia')?.className).toBe('ce-textmedia')
    expect(container.querySelector('.ce-rich-text')?.textContent).toBe('Text')
  })

  it('gives images their dimensions and alt text, and a name to a link around an image without alt', () => {
    const container = renderStatic(column([textmediaElement]))
    const [linked, plain] = container.querySelectorAll('img')
    expect(linked?.getAttribute('alt')).toBe('')
    expect(linked?.closest('a')?.getAttribute('href')).toBe(breakfastImage.properties.link)
    expect(linked?.closest('a')?.getAttribute('aria-label')).toBe('Bild-Link öffnen')
    expect(plain?.getAttribute('width')).toBe('800')
    expect(plain?.getAttribute('height')).toBe('800')
  })
})
