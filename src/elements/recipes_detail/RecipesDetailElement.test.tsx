// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { recipesDetailElement } from '../testing'
import { column, renderStatic } from '../testing/harness'

describe('RecipesDetailElement', () => {
  it('renders the recipe as the page heading with its times, diets and author', () => {
    const container = renderStatic(column([recipesDetailElement]))
    expect(container.querySelector('h1')?.textContent).toBe('Overnight Oats mit Zimt und Apfel')
    const facts = [...container.querySelectorAll('.ce-recipe__fact')].map((fact) => [
      fact.querySelector('dt')?.textContent,
      fact.querySelector('dd')?.textContent,
    ])
    expect(facts).toEqual([
      ['Vorbereitung', '10 Min.'],
      ['Garzeit', '0 Min.'],
      ['Gesamtzeit', '10 Min.'],
      ['Portionen', '2'],
    ])
    expect(container.querySelector('.ce-recipe__author')?.textContent).toBe(
      'Rezept von Lena Hoffmann',
    )
    expect(
      [...container.querySelectorAll('.ce-recipe__diets li')].map((li) => li.textContent),
    ).toEqual(['Vegan', 'Vegetarisch'])
  })

  it('lists the ingredients with German amounts and the steps in order under h2 headings', () => {
    const container = renderStatic(column([recipesDetailElement]))
    const ingredients = container.querySelectorAll('.ce-recipe__ingredients li')
    expect([...ingredients].map((li) => li.textContent)).toEqual([
      '80\u00a0g zarte Haferflocken',
      '250\u00a0ml Haferdrink, ungesüßt',
      '1 Apfel',
      '0,5\u00a0TL Zimt',
      'eine Prise Salz',
    ])
    const section = container.querySelector('.ce-recipe__ingredients')
    const heading = section?.querySelector('h2')
    expect(heading?.textContent).toBe('Zutaten')
    expect(section?.getAttribute('aria-labelledby')).toBe(heading?.id)
    const steps = container.querySelectorAll('.ce-recipe__steps ol > li')
    expect(steps).toHaveLength(3)
    expect(steps[1]?.textContent).toBe('Über Nacht abgedeckt im Kühlschrank quellen lassen.')
  })

  it('shows the nutrition values per serving as a table with row headers', () => {
    const container = renderStatic(column([recipesDetailElement]))
    const rows = container.querySelectorAll('.ce-recipe__nutrition tbody tr')
    expect(
      [...rows].map((row) => [
        row.querySelector('th')?.textContent,
        row.querySelector('td')?.textContent,
      ]),
    ).toEqual([
      ['Energie', '310\u00a0kcal'],
      ['Eiweiß', '8,5\u00a0g'],
      ['Kohlenhydrate', '52\u00a0g'],
      ['davon Zucker', '14\u00a0g'],
      ['Fett', '6\u00a0g'],
      ['davon gesättigte Fettsäuren', '0,8\u00a0g'],
      ['Ballaststoffe', '7,5\u00a0g'],
      ['Salz', '0,3\u00a0g'],
    ])
  })

  it('formats amounts in English on an English page', () => {
    const container = renderStatic(column([recipesDetailElement], { languageTag: 'en-GB' }))
    expect(container.querySelector('.ce-recipe__ingredients li:nth-child(4)')?.textContent).toBe(
      '0.5\u00a0TL Zimt',
    )
  })

  it('renders no print button on the server: printing needs the page script', () => {
    const container = renderStatic(column([recipesDetailElement]))
    expect(container.querySelector('.ce-recipe__print')).toBeNull()
    expect(container.querySelector('.ce-recipe__back a')?.getAttribute('href')).toBe('/rezepte')
  })
})
