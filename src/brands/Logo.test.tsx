// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { BRANDS } from './brand'
import { BRAND_NAMES } from './brand-names'
import { Logo } from './Logo'
import { hydrate } from '../../test/support/render'

describe('Logo', () => {
  it.each(BRANDS)('renders %s as an image named by its <title>', async (brand) => {
    const { container, mismatches, unmount } = await hydrate(<Logo brand={brand} />)
    const svg = container.querySelector('svg')
    const title = svg?.querySelector('title')
    expect(svg?.getAttribute('role')).toBe('img')
    expect(title?.textContent).toBe(BRAND_NAMES[brand])
    expect(svg?.getAttribute('aria-labelledby')).toBe(title?.id)
    expect(svg?.classList.contains(`sf-logo--${brand}`)).toBe(true)
    expect(mismatches).toEqual([])
    unmount()
  })

  it('uses the given title when one is passed', async () => {
    const { container, unmount } = await hydrate(
      <Logo brand="queisser" title="Queisser Startseite" />,
    )
    expect(container.querySelector('title')?.textContent).toBe('Queisser Startseite')
    unmount()
  })
})
