import { describe, expect, it } from 'vitest'
import { pharmacyData } from '../../src/elements/pharmacy_search/fixture'
import { element, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { freshCmsForEachTest, get, withoutScripts } from './helpers'

/**
 * The pharmacy finder served by the worker from EXT:headless-shaped JSON: the search is the
 * address's `q`, which the worker forwards to the CMS (a whitelisted parameter, so each search
 * is a cached page of its own); the list and the map are in the HTML before any script runs.
 */
let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

const finderPage = (query: string) =>
  page({
    id: 60,
    slug: '/apothekensuche',
    title: 'Apothekensuche',
    content: [
      element(60, 'pharmacy_search', {
        header: 'Apotheke in Ihrer Nähe finden',
        headerLayout: 2,
        data: pharmacyData(query),
      }),
    ],
  })

describe('pharmacy_search', () => {
  it('forwards q to the CMS and serves the pharmacies near it, nearest first, with the map', async () => {
    cms.set('vitalis-de', '/apothekensuche?q=10115', { status: 200, body: finderPage('10115') })
    const response = await get('http://localhost/apothekensuche?q=10115&utm_source=news')
    const html = withoutScripts(await response.text())

    expect(response.status).toBe(200)
    expect(cms.pageRequests()).toContain('/cms/vitalis-de/apothekensuche?q=10115')
    const names = [...html.matchAll(/<h3 class="ce-pharmacy__name">([^<]*)<\/h3>/g)].map(
      (match) => match[1],
    )
    expect(names).toEqual([
      'Invaliden-Apotheke',
      'Apotheke am Rosenthaler Platz',
      'Apotheke am Hermannplatz',
      'Sanssouci-Apotheke',
    ])
    expect(html).toContain('4 Apotheken in der Nähe von 10115 Berlin, die nächste zuerst.')
    expect(html).toMatch(/<svg[^>]*role="img"/)
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="10115"/)
  })

  it('writes the opening hours in the page’s language: German, and English on the English page', async () => {
    cms.set('vitalis-de', '/apothekensuche?q=10115', { status: 200, body: finderPage('10115') })
    cms.set('vitalis-de', '/en/pharmacy-finder?q=10115', {
      status: 200,
      body: finderPage('10115'),
    })
    // The paragraph's text, without React's text separators and the term's markup.
    const hoursIn = async (url: string) =>
      withoutScripts(await (await get(url)).text())
        .match(/<p class="ce-pharmacy__hours">([\s\S]*?)<\/p>/)?.[1]
        ?.replace(/<[^>]*>/g, '')

    // The first pharmacy found: Monday to Friday 8 to 19, Saturday 9 to 14 (schema.org data).
    expect(await hoursIn('http://localhost/apothekensuche?q=10115')).toMatch(
      /^Öffnungszeiten: Mo\.?–Fr\.? 08:00–19:00 Uhr, Sa\.? 09:00–14:00 Uhr$/,
    )
    expect(await hoursIn('http://localhost/en/pharmacy-finder?q=10115')).toBe(
      'Opening hours: Mon–Fri 08:00–19:00, Sat 09:00–14:00',
    )
  })

  it('caches each search as a page of its own', async () => {
    cms.set('vitalis-de', '/apothekensuche?q=10115', { status: 200, body: finderPage('10115') })
    cms.set('vitalis-de', '/apothekensuche?q=Potsdam', { status: 200, body: finderPage('Potsdam') })
    await get('http://localhost/apothekensuche?q=10115')
    const potsdam = withoutScripts(
      await (await get('http://localhost/apothekensuche?q=Potsdam')).text(),
    )

    expect(potsdam).toContain('in der Nähe von 14467 Potsdam')
    expect(cms.count('/cms/vitalis-de/apothekensuche?q=')).toBe(2)
  })

  it('escapes a query it cannot place when it repeats it', async () => {
    const hostile = '<script>alert(1)</script>'
    cms.set('vitalis-de', `/apothekensuche?${new URLSearchParams({ q: hostile }).toString()}`, {
      status: 200,
      body: finderPage(hostile),
    })
    const html = await (
      await get(`http://localhost/apothekensuche?${new URLSearchParams({ q: hostile }).toString()}`)
    ).text()

    expect(withoutScripts(html)).toContain(
      '„&lt;script&gt;alert(1)&lt;/script&gt;“ haben wir nicht gefunden.',
    )
    expect(html).not.toContain('<script>alert(1)</script>')
  })
})
