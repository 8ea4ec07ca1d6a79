// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../lib/create-i18n'
import { I18nContext } from '../../lib/i18n'
import { EN } from '../../lib/texts/en'
import { element, pharmacyData, pharmacySearchElement } from '../testing'
import { cleanupHydrated, column, renderAndHydrate, renderStatic } from '../testing/harness'

/** The pharmacy finder as the CMS's plugin JSON, with the request's `q`. */
const searchFor = (query: string) =>
  element(902, 'pharmacy_search', { header: 'Apotheke finden', data: pharmacyData(query) })

const texts = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((node) => node.textContent)

describe('PharmacySearchElement', () => {
  afterEach(cleanupHydrated)

  it('is a GET form of one labelled field, q, holding the search, so it works without script', () => {
    const container = renderStatic(column([pharmacySearchElement]))
    const form = container.querySelector('form')
    expect(form?.getAttribute('method')).toBe('get')
    expect(form?.getAttribute('role')).toBe('search')
    expect(form?.hasAttribute('action')).toBe(false)
    const input = form?.querySelector('input')
    expect(input?.name).toBe('q')
    expect(input?.value).toBe('10115')
    expect(container.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(
      'Postleitzahl oder Ort',
    )
  })

  it('lists the pharmacies near the place, nearest first, with address, distance, hours and phone', () => {
    const container = renderStatic(column([pharmacySearchElement]))
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      '4 Apotheken in der Nähe von 10115 Berlin, die nächste zuerst.',
    )
    expect(texts(container, 'ol.ce-pharmacy__list h3')).toEqual([
      'Invaliden-Apotheke',
      'Apotheke am Rosenthaler Platz',
      'Apotheke am Hermannplatz',
      'Sanssouci-Apotheke',
    ])
    const first = container.querySelector('.ce-pharmacy__item')
    expect(first?.querySelector('address')?.textContent).toBe('Invalidenstraße 9810115 Berlin')
    expect(first?.querySelector('.ce-pharmacy__distance')?.textContent).toBe('0,3 km entfernt')
    expect(first?.querySelector('a[href="tel:03028095531"]')?.textContent).toBe('030 2809 5531')
    expect(first?.querySelector('.ce-pharmacy__hours')?.textContent).toMatch(
      /^Öffnungszeiten: Mo\.?–Fr\.? 08:00–19:00 Uhr, Sa\.? 09:00–14:00 Uhr$/,
    )
    // No hours known, no line about them.
    expect(container.querySelectorAll('.ce-pharmacy__hours')).toHaveLength(3)
  })

  it('writes the opening hours in the language of an English page, on a 24-hour clock', () => {
    const container = renderStatic(
      <I18nContext value={createI18n('en', EN).t}>
        {column([pharmacySearchElement], { locale: 'en', languageTag: 'en-DE' })}
      </I18nContext>,
    )
    const first = container.querySelector('.ce-pharmacy__item')
    expect(first?.querySelector('.ce-pharmacy__hours')?.textContent).toBe(
      'Opening hours: Mon–Fri 08:00–19:00, Sat 09:00–14:00',
    )
    expect(first?.querySelector('.ce-pharmacy__distance')?.textContent).toBe('0.3 km away')
  })

  it('numbers the markers of its own SVG map as the list, the map one labelled image', () => {
    const container = renderStatic(column([pharmacySearchElement]))
    const map = container.querySelector('svg')
    expect(map?.getAttribute('role')).toBe('img')
    const title = container.querySelector(`[id="${map?.getAttribute('aria-labelledby')}"]`)
    expect(title?.textContent).toBe('Karte: 4 Apotheken rund um 10115 Berlin')
    expect(texts(container, '.ce-pharmacy__map-marker text')).toEqual(['1', '2', '3', '4'])
    // Nothing from elsewhere: no image, tile or script is loaded for the map.
    expect(container.querySelectorAll('img, script, iframe')).toHaveLength(0)
  })

  it('invites a search without a query, and says so when it cannot place one', () => {
    const idle = renderStatic(column([searchFor('')]))
    expect(idle.querySelector('[role="status"]')?.textContent).toContain(
      'Geben Sie Ihre Postleitzahl oder Ihren Ort ein',
    )
    expect(idle.querySelector('ol')).toBeNull()
    const unknown = renderStatic(column([searchFor('Atlantis')]))
    expect(unknown.querySelector('[role="status"]')?.textContent).toBe(
      '„Atlantis“ haben wir nicht gefunden. Bitte prüfen Sie die Postleitzahl oder versuchen Sie es mit dem Namen Ihres Ortes.',
    )
    expect(unknown.querySelector('input')?.value).toBe('Atlantis')
  })

  it('says no pharmacy is near a known place without one, with the radius', () => {
    const container = renderStatic(column([searchFor('79098')]))
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Im Umkreis von 50 km um 79098 Freiburg im Breisgau hat noch keine Apotheke unsere Produkte vorrätig. Jede Apotheke kann sie für Sie bestellen.',
    )
    expect(container.querySelector('svg')).toBeNull()
  })

  it('hydrates without a mismatch', async () => {
    const result = await renderAndHydrate(column([pharmacySearchElement]))
    expect(result.mismatches).toEqual([])
  })
})
