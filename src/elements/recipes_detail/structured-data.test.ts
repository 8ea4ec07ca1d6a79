import { describe, expect, it } from 'vitest'
import type { Page } from '../../lib/page'
import { elementStructuredData } from '../page-structured-data'
import { parseContentElement } from '../registry/schemas'
import { recipesDetailElement, recipesListElement } from '../testing'

const pageWith = (elements: unknown[]) =>
  ({
    content: { colPos0: elements.map((e) => parseContentElement(e as never)) },
  }) as unknown as Page

describe('recipe structured data', () => {
  it('describes the recipe of a detail page as a schema.org Recipe', () => {
    const [data] = elementStructuredData(
      pageWith([recipesDetailElement]),
      'https://vitalis.example/rezepte/overnight-oats-zimt-apfel',
      'https://vitalis.example',
    )
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Overnight Oats mit Zimt und Apfel',
      url: 'https://vitalis.example/rezepte/overnight-oats-zimt-apfel',
      author: { '@type': 'Person', name: 'Lena Hoffmann' },
      prepTime: 'PT10M',
      cookTime: 'PT0M',
      totalTime: 'PT10M',
      recipeYield: '2',
      recipeCategory: ['Vegan', 'Vegetarisch'],
      recipeIngredient: [
        '80 g zarte Haferflocken',
        '250 ml Haferdrink',
        '1 Apfel',
        '0.5 TL Zimt',
        'eine Prise Salz',
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        calories: '310 kcal',
        proteinContent: '8.5 g',
        sodiumContent: '0.1 g',
      },
    })
    expect((data as { recipeInstructions: unknown[] }).recipeInstructions[0]).toEqual({
      '@type': 'HowToStep',
      text: 'Haferflocken, Haferdrink, Zimt und Salz in einem Glas verrühren.',
    })
    expect((data as { image: string[] }).image[0]).toMatch(/^https:\/\//)
  })

  it('adds nothing for a list page or a detail element whose content did not parse', () => {
    const broken = { ...recipesDetailElement, content: { data: { detail: { title: '' } } } }
    expect(
      elementStructuredData(
        pageWith([recipesListElement, broken]),
        'https://x.example/',
        'https://x.example',
      ),
    ).toEqual([])
  })
})
