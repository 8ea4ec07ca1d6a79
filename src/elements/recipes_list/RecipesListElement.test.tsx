// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { recipesListElement } from '../testing'
import { element } from '../testing/element'
import { column, renderStatic } from '../testing/harness'

const listWith = (data: Record<string, unknown>) =>
  element(730, 'recipes_list', { ...recipesListElement.content, data })

describe('RecipesListElement', () => {
  it('renders the recipes the CMS sent as cards linking to their detail pages', () => {
    const container = renderStatic(column([recipesListElement]))
    const titles = container.querySelectorAll('.ce-recipe-card__title a')
    expect([...titles].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overnight Oats mit Zimt und Apfel', '/rezepte/overnight-oats-zimt-apfel'],
      ['Linsensalat mit Rote Bete', '/rezepte/linsensalat-rote-bete'],
    ])
    // The card's heading follows the element's h2; the picture is decoration beside the title.
    expect(titles[0]?.parentElement?.tagName).toBe('H3')
    expect(container.querySelector('.ce-recipe-card img')?.getAttribute('alt')).toBe('')
    const facts = container.querySelectorAll('.ce-recipe-card')[1]?.querySelectorAll('li')
    expect([...(facts ?? [])].map((fact) => fact.textContent)).toEqual([
      'Zeit: 35 Min.',
      'Vegan',
      'Glutenfrei',
    ])
    expect(container.querySelector('.ce-recipes__count')?.textContent).toBe('2 Rezepte')
  })

  it('offers every diet and time as a link that keeps the other filter, the chosen one marked', () => {
    const container = renderStatic(column([recipesListElement]))
    const diets = container.querySelector('nav[aria-label="Ernährungsform"]')
    const dietLinks = [...(diets?.querySelectorAll('a') ?? [])]
    expect(dietLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Alle', '/rezepte'],
      ['Vegan', '/rezepte?diet=vegan'],
      ['Vegetarisch', '/rezepte?diet=vegetarisch'],
      ['Glutenfrei', '/rezepte?diet=glutenfrei'],
    ])
    expect(diets?.querySelector('[aria-current="page"]')?.textContent).toBe('Vegan')
    const times = container.querySelector('nav[aria-label="Zubereitungszeit"]')
    expect([...(times?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/rezepte?diet=vegan',
      '/rezepte?diet=vegan&time=15',
      '/rezepte?diet=vegan&time=30',
      '/rezepte?diet=vegan&time=45',
    ])
    expect(times?.querySelector('[aria-current="page"]')?.textContent).toBe('Beliebig')
  })

  it('says so and links to the whole list when the filters leave no recipe', () => {
    const data = recipesListElement.content.data as Record<string, unknown>
    const container = renderStatic(
      column([listWith({ ...data, list: [], demand: { diet: 'glutenfrei', time: 15 } })]),
    )
    expect(container.querySelector('.ce-recipes__grid')).toBeNull()
    expect(container.querySelector('.ce-recipes__count')?.textContent).toBe('0 Rezepte')
    const empty = container.querySelector('.ce-recipes__empty')
    expect(empty?.textContent).toContain('Für diese Auswahl haben wir noch kein Rezept.')
    expect(empty?.querySelector('a')?.getAttribute('href')).toBe('/rezepte')
  })

  it('drops a broken record and keeps the others', () => {
    const data = recipesListElement.content.data as { list: unknown[] }
    const container = renderStatic(
      column([listWith({ ...data, list: [{ uid: 9, title: '' }, ...data.list] })]),
    )
    expect(container.querySelectorAll('.ce-recipe-card')).toHaveLength(2)
  })

  it('shows a placeholder-free empty element when the CMS sent no list at all', () => {
    const container = renderStatic(column([listWith({ settings: { action: 'list' } })]))
    expect(container.querySelector('.ce-recipes')).toBeNull()
  })
})
