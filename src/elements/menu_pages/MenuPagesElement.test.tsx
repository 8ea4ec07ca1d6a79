// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { menuPagesElement, menuSitemapElement, menuSubpagesElement } from '../testing'
import { column, renderStatic } from '../testing/harness'

describe('MenuPagesElement', () => {
  it('renders cards when the layout is menu-with-cards', () => {
    const container = renderStatic(column([menuPagesElement]))
    const cards = container.querySelectorAll('ul.ce-menu-cards a.ce-card')
    expect(cards).toHaveLength(3)
    expect(cards[0]?.getAttribute('href')).toBe('/rezepte/overnight-oats-zimt')
    expect(cards[0]?.querySelector('.ce-card__abstract')?.textContent).toBe(
      'Vorbereitet am Abend, fertig am Morgen.',
    )
    expect(cards[0]?.querySelector('img')?.getAttribute('alt')).toBe(
      'Zink 25 Tabletten, Packung mit 100 Stück',
    )
    expect(cards[1]?.querySelector('img')).toBeNull()
  })

  it('renders a link list with the current page marked when the layout is not cards', () => {
    const container = renderStatic(
      column([
        { ...menuPagesElement, appearance: { ...menuPagesElement.appearance, layout: 'default' } },
      ]),
    )
    expect(container.querySelector('.ce-menu-cards')).toBeNull()
    expect(container.querySelectorAll('ul.ce-menu a')).toHaveLength(3)
  })

  it('marks the current page and leaves spacers out in menu_subpages', () => {
    const container = renderStatic(column([menuSubpagesElement]))
    const links = container.querySelectorAll('a.ce-menu__link')
    expect([...links].map((link) => link.textContent)).toEqual([
      'Immunsystem',
      'Schlaf',
      'Sport und Muskeln',
    ])
    expect(links[0]?.getAttribute('aria-current')).toBe('page')
    expect(links[0]?.classList.contains('ce-menu__link--active')).toBe(true)
    expect(links[1]?.hasAttribute('aria-current')).toBe(false)
  })

  it('nests the page tree of menu_sitemap in a navigation landmark', () => {
    const container = renderStatic(column([menuSitemapElement]))
    const nav = container.querySelector('nav.ce-sitemap')
    expect(nav?.getAttribute('aria-label')).toBe('Sitemap')
    const nested = nav?.querySelectorAll('.ce-sitemap__level .ce-sitemap__level a')
    expect([...(nested ?? [])].map((link) => link.textContent)).toEqual([
      'Magnesium',
      'Zink',
      'Schlaf',
    ])
  })
})
