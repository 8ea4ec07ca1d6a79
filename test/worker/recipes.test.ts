import { describe, expect, it } from 'vitest'
import { recipesDetailElement, recipesListElement } from '../../src/elements/testing'
import { page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { freshCmsForEachTest, get, withoutScripts } from './helpers'

/**
 * The recipe plugins through the whole worker: the CMS's EXT:headless_news-shaped answer
 * rendered on the server, the filters forwarded to the CMS (which filters) and the recipe's
 * schema.org Recipe in the head.
 */
let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

const listPage = (demand: { diet: string; time: number }) =>
  page({
    id: 20,
    slug: '/rezepte',
    title: 'Rezepte',
    content: [
      {
        ...recipesListElement,
        content: {
          ...recipesListElement.content,
          data: { ...(recipesListElement.content.data as object), demand },
        },
      },
    ],
  })

const structuredDataOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  )

describe('recipes', () => {
  it('forwards the diet and time filters to the CMS and renders the list it answers', async () => {
    cms.set('vitalis-de', '/rezepte?diet=vegan&time=30', {
      status: 200,
      body: listPage({ diet: 'vegan', time: 30 }),
    })
    const response = await get('http://localhost/rezepte?time=30&utm_source=x&diet=vegan')
    expect(response.status).toBe(200)
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/rezepte?diet=vegan&time=30'])
    const html = withoutScripts(await response.text())
    expect(html).toContain('Linsensalat mit Rote Bete')
    expect(html).toMatch(/<a href="\/rezepte\?diet=vegan&amp;time=30" aria-current="page">bis 30/)
    expect(html).toMatch(/<a href="\/rezepte\?time=30">Alle<\/a>/)
  })

  it('leaves an absurdly long filter value out of the CMS request and still shows the list', async () => {
    cms.set('vitalis-de', '/rezepte?time=15', {
      status: 200,
      body: listPage({ diet: '', time: 15 }),
    })
    const response = await get(`http://localhost/rezepte?diet=${'x'.repeat(201)}&time=15`)
    expect(response.status).toBe(200)
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/rezepte?time=15'])
    expect(withoutScripts(await response.text())).toContain('Linsensalat mit Rote Bete')
  })

  it('renders a recipe page with its ingredients, steps and a schema.org Recipe in the head', async () => {
    cms.set('vitalis-de', '/rezepte/overnight-oats-zimt-apfel', {
      status: 200,
      body: page({
        id: 21,
        slug: '/rezepte/overnight-oats-zimt-apfel',
        title: 'Overnight Oats mit Zimt und Apfel',
        content: [recipesDetailElement],
      }),
    })
    const response = await get('http://localhost/rezepte/overnight-oats-zimt-apfel')
    expect(response.status).toBe(200)
    const html = await response.text()
    const [recipe] = structuredDataOf(html)
    expect(recipe).toMatchObject({
      '@type': 'Recipe',
      name: 'Overnight Oats mit Zimt und Apfel',
      url: 'http://localhost/rezepte/overnight-oats-zimt-apfel',
      totalTime: 'PT10M',
      recipeYield: '2',
    })
    // In the head, before the body: crawlers read it without running the page.
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('<body'))
    const body = withoutScripts(html)
    expect(body).toMatch(/<h1 class="ce-recipe__title">Overnight Oats mit Zimt und Apfel<\/h1>/)
    expect(body).toMatch(/250\u00a0ml(<!-- -->)? <\/span>Haferdrink/)
    expect(body).toContain('Über Nacht abgedeckt im Kühlschrank quellen lassen.')
  })

  it('keeps a recipe whose record the CMS sent broken out of the page, with no structured data', async () => {
    cms.set('vitalis-de', '/rezepte/kaputt', {
      status: 200,
      body: page({
        id: 22,
        slug: '/rezepte/kaputt',
        title: 'Kaputt',
        content: [{ ...recipesDetailElement, content: { data: { detail: { uid: 'x' } } } }],
      }),
    })
    const response = await get('http://localhost/rezepte/kaputt')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(structuredDataOf(html)).toEqual([])
    expect(html).not.toContain('ce-recipe__title')
  })
})
