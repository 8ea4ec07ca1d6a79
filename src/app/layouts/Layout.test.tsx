// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Layout, resolveLayout } from './Layout'

const columns = { colPos0: <p>main</p>, colPos1: <p>side</p>, colPos2: <p>third</p> }
const dom = (html: string) => {
  const host = document.createElement('div')
  host.innerHTML = html
  return host
}

describe('Layout', () => {
  it.each(['', 'layout-9', 'Layout-1', 'pagets__default'])(
    'falls back to the default layout when given %j',
    (name) => {
      expect(resolveLayout(name)).toBe('default')
      const html = renderToStaticMarkup(<Layout name={name} columns={columns} />)
      expect(html).toBe(
        '<main id="main-content" tabindex="-1" class="sf-layout sf-layout--default">' +
          '<div class="sf-layout__main"><p>main</p></div>' +
          '<div class="sf-layout__column sf-layout__column--colpos1"><p>side</p></div>' +
          '<div class="sf-layout__column sf-layout__column--colpos2"><p>third</p></div></main>',
      )
    },
  )

  it('renders a page whose content sits only in colPos1 rather than an empty main', () => {
    for (const name of ['default', 'layout-1', 'layout-2', 'layout-3', 'layout-0']) {
      const html = renderToStaticMarkup(<Layout name={name} columns={{ colPos1: <p>only</p> }} />)
      expect(html, name).toContain('<p>only</p>')
      expect(html, name).not.toContain('<aside')
      expect(html, name).not.toContain('<div class="sf-layout__main"></div>')
    }
  })

  it('writes the columns a layout does not place below it, in ascending colPos', () => {
    const html = renderToStaticMarkup(
      <Layout
        name="layout-1"
        columns={{
          colPos10: <p>ten</p>,
          colPos0: <p>main</p>,
          colPos3: <p>three</p>,
          colPos1: 's',
        }}
      />,
    )
    const order = ['main</p>', '<aside', 'three</p>', 'ten</p>'].map((part) => html.indexOf(part))
    expect(order.every((at) => at >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(html).toContain('<div class="sf-layout__column sf-layout__column--colpos3">')
  })

  it('places colPos3 and beyond below the halves when layout-3', () => {
    const html = renderToStaticMarkup(
      <Layout name="layout-3" columns={{ ...columns, colPos3: <p>four</p> }} />,
    )
    expect(html.indexOf('sf-layout__halves')).toBeLessThan(html.indexOf('four</p>'))
  })

  it('puts the sidebar after the main column when layout-1', () => {
    const html = renderToStaticMarkup(<Layout name="layout-1" columns={columns} />)
    expect(html).toContain('sf-layout__split--sidebar-end')
    expect(html.indexOf('main</p>')).toBeLessThan(html.indexOf('side</p>'))
    expect(html).toContain('<aside class="sf-layout__sidebar"><p>side</p></aside>')
  })

  it('marks the sidebar for the start side, main still first in source, when layout-2', () => {
    const html = renderToStaticMarkup(<Layout name="layout-2" columns={columns} />)
    expect(html).toContain('sf-layout__split--sidebar-start')
    expect(html.indexOf('main</p>')).toBeLessThan(html.indexOf('side</p>'))
  })

  it('renders a full-width stage and two halves when layout-3', () => {
    const html = renderToStaticMarkup(<Layout name="layout-3" columns={columns} />)
    expect(html).toContain('<div class="sf-layout__stage"><p>main</p></div>')
    expect(html).toContain(
      '<div class="sf-layout__halves"><div class="sf-layout__half"><p>side</p></div>' +
        '<div class="sf-layout__half"><p>third</p></div></div>',
    )
  })

  it('drops the empty sidebar rather than leaving a gap when layout-1 has no colPos1', () => {
    const html = renderToStaticMarkup(<Layout name="layout-1" columns={{ colPos0: 'only' }} />)
    expect(html).not.toContain('aside')
    expect(html).toContain('sf-layout--layout-1')
  })

  it('drops the lower row when layout-3 has only a stage', () => {
    const html = renderToStaticMarkup(
      <Layout name="layout-3" columns={{ colPos0: 'x', colPos1: [] }} />,
    )
    expect(html).not.toContain('sf-layout__halves')
  })

  it('gives the skip-link target id to the one <main> element', () => {
    for (const name of ['default', 'layout-1', 'layout-2', 'layout-3']) {
      const host = dom(renderToStaticMarkup(<Layout name={name} columns={columns} />))
      expect(host.querySelectorAll('main')).toHaveLength(1)
      expect(host.querySelector('main')?.id).toBe('main-content')
    }
  })
})
