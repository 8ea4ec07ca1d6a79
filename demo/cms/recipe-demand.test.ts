import { describe, expect, it } from 'vitest'
import { getJson } from './test-support'
import type { PageJson } from './types'

/** The recipe list plugin's per-request filter (./recipe-demand.ts) and the recipe pages. */

interface ListData {
  list: { title: string; slug: string; categories: { slug: string }[] }[]
  demand: { diet: string; time: number }
  filters: { diets: { slug: string }[]; times: number[] }
}

const recipeList = async (path: string) => {
  const answer = await getJson(`/cms/vitalis-de${path}`)
  const page = answer.body as PageJson
  const element = page.content.colPos0?.find((entry) => entry.type === 'recipes_list')
  return { status: answer.status, data: element?.content.data as ListData }
}

describe('recipe list demand', () => {
  it('lists every recipe of the brand without a filter and offers its diets and times', async () => {
    const { status, data } = await recipeList('/rezepte')
    expect(status).toBe(200)
    expect(data.list).toHaveLength(6)
    expect(data.demand).toEqual({ diet: '', time: 0 })
    expect(data.filters.diets.map((diet) => diet.slug)).toEqual([
      'vegan',
      'vegetarisch',
      'glutenfrei',
      'laktosefrei',
    ])
    expect(data.filters.times).toEqual([15, 30, 45])
  })

  it('keeps the recipes of the diet and time asked for, and says which filter it applied', async () => {
    const { data } = await recipeList('/rezepte?diet=vegan&time=15')
    expect(data.demand).toEqual({ diet: 'vegan', time: 15 })
    expect(data.list.map((recipe) => recipe.title)).toEqual([
      'Overnight Oats mit Zimt und Apfel',
      'Grüner Smoothie mit Spinat, Kiwi und Petersilie',
    ])
  })

  it('finds the vegan recipes among the vegetarian ones: every vegan dish is vegetarian', async () => {
    const vegan = (await recipeList('/rezepte?diet=vegan')).data.list.map((recipe) => recipe.title)
    const vegetarian = (await recipeList('/rezepte?diet=vegetarisch')).data.list.map(
      (recipe) => recipe.title,
    )
    expect(vegan.length).toBeGreaterThan(0)
    expect(vegetarian).toEqual(expect.arrayContaining(vegan))
    expect(vegetarian.length).toBeGreaterThan(vegan.length)
  })

  it('ignores values it does not offer, as EXT:news ignores an unknown category', async () => {
    const { status, data } = await recipeList('/rezepte?diet=%3Cscript%3E&time=7')
    expect(status).toBe(200)
    expect(data.demand).toEqual({ diet: '', time: 0 })
    expect(data.list).toHaveLength(6)
  })

  it('answers each listed recipe at its address with the recipe, and an unknown one with 404', async () => {
    const { data } = await recipeList('/en/recipes')
    for (const recipe of data.list) {
      const answer = await getJson(`/cms/vitalis-de${recipe.slug}`)
      const page = answer.body as PageJson
      expect(answer.status, recipe.slug).toBe(200)
      const detail = page.content.colPos0?.find((entry) => entry.type === 'recipes_detail')
      expect((detail?.content.data as { detail: { title: string } }).detail.title).toBe(
        recipe.title,
      )
    }
    expect((await getJson('/cms/vitalis-de/rezepte/kaesekuchen')).status).toBe(404)
  })
})
