import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from './icon-paths'
import { ICON_SIZES, Icon } from './Icon'

const iconCss = readFileSync(fileURLToPath(new URL('./icon.css', import.meta.url)), 'utf8')

describe('Icon', () => {
  it('is hidden from assistive technology when given no label', () => {
    const html = renderToStaticMarkup(<Icon name="cart" />)
    expect(html).toContain('aria-hidden="true"')
    expect(html).not.toContain('role=')
  })

  it('is an image named by its label when given one', () => {
    const html = renderToStaticMarkup(<Icon name="alert" label="Fehler" />)
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Fehler"')
    expect(html).not.toContain('aria-hidden')
  })

  it.each(ICON_SIZES)('maps size %s to its CSS class', (size) => {
    expect(renderToStaticMarkup(<Icon name="menu" size={size} />)).toContain(`sf-icon--${size}`)
  })

  it('uses the base size when given none', () => {
    expect(renderToStaticMarkup(<Icon name="menu" />)).toContain('class="sf-icon sf-icon--base"')
  })

  it.each(ICON_NAMES)('draws %s as shapes styled by the sf-icon class', (name) => {
    const html = renderToStaticMarkup(<Icon name={name} />)
    expect(html).toMatch(/<(path|circle)/)
    expect(html).toContain('class="sf-icon')
    expect(html).not.toMatch(/fill=|stroke=/)
  })

  it('gives every icon currentColor outline strokes in its stylesheet', () => {
    const rule = /\.sf-icon \{([^}]*)\}/.exec(iconCss)?.[1] ?? ''
    expect(rule).toContain('fill: none')
    expect(rule).toContain('stroke: currentColor')
    expect(rule).toContain('stroke-width: 2')
  })

  it('mirrors chevron-right in RTL only', () => {
    expect(renderToStaticMarkup(<Icon name="chevron-right" />)).toContain('sf-icon--flip-rtl')
    expect(renderToStaticMarkup(<Icon name="chevron-down" />)).not.toContain('sf-icon--flip-rtl')
  })
})
