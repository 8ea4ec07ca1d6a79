// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { renderStatic } from '../testing/harness'
import { ElementHeader, headingTag } from './ElementHeader'
import { headerSchema } from './header-fields'

const renderHeader = (content: Record<string, unknown>) =>
  renderStatic(<ElementHeader fields={headerSchema.parse(content)} />)

describe('ElementHeader', () => {
  it.each([
    [0, 'h2'],
    [1, 'h1'],
    [2, 'h2'],
    [3, 'h3'],
    [5, 'h5'],
    [6, 'h6'],
    [7, 'h2'],
    [-1, 'h2'],
  ])('renders headerLayout %d as %s', (headerLayout, tag) => {
    expect(headingTag(headerLayout)).toBe(tag)
    expect(renderHeader({ header: 'Zink', headerLayout }).querySelector(tag)?.textContent).toBe(
      'Zink',
    )
  })

  it('uses h2 when headerLayout is missing or junk', () => {
    expect(renderHeader({ header: 'Zink' }).querySelector('h2')).not.toBeNull()
    expect(
      renderHeader({ header: 'Zink', headerLayout: 'gross' }).querySelector('h2'),
    ).not.toBeNull()
  })

  it('renders nothing when the layout is hidden (100)', () => {
    expect(
      renderHeader({ header: 'Zink', subheader: 'Mineral', headerLayout: 100 }).innerHTML,
    ).toBe('')
  })

  it('renders nothing when header and subheader are empty', () => {
    expect(renderHeader({ header: '', subheader: null }).innerHTML).toBe('')
  })

  it('links the heading when a header link is set, as object or string', () => {
    const fromObject = renderHeader({
      header: 'Zink',
      headerLink: { href: '/zink', target: '_blank', title: 'Mehr' },
    })
    const link = fromObject.querySelector('h2 > a')
    expect(link?.getAttribute('href')).toBe('/zink')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link?.getAttribute('title')).toBe('Mehr')
    expect(
      renderHeader({ header: 'Zink', headerLink: '/zink' })
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe('/zink')
    expect(renderHeader({ header: 'Zink', headerLink: '' }).querySelector('a')).toBeNull()
  })

  it('drops a script URL from the header link', () => {
    const link = renderHeader({ header: 'Zink', headerLink: 'javascript:alert(1)' }).querySelector(
      'a',
    )
    expect(link?.hasAttribute('href')).toBe(false)
  })

  it('aligns by headerPosition and shows the subheader as a paragraph', () => {
    const container = renderHeader({
      header: 'Zink',
      subheader: 'für Haut und Haare',
      headerPosition: 'center',
    })
    expect(container.querySelector('header')?.className).toBe('ce-header ce-header--center')
    expect(container.querySelector('p.ce-header__subheader')?.textContent).toBe(
      'für Haut und Haare',
    )
    expect(
      renderHeader({ header: 'Zink', headerPosition: 'oben' }).querySelector('header')?.className,
    ).toBe('ce-header')
  })
})
