import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { DE } from '../../src/lib/texts/de'
import { TEXT_KEYS } from '../../src/lib/texts/keys'
import { installDemoCms } from './demo-cms'
import { bootstrapOf, bootstrapTextOf, clearCache, get, withoutScripts } from './helpers'

/**
 * A page carries what it shows (DESIGN.md section 4), against the demo CMS's
 * real vitalis-de: the bootstrap holds the texts its render used, not the locale's 491, and the
 * navigation levels the chrome shows. The rest of the texts comes, when the browser needs it,
 * from one texts file per locale, named by its content. Byte counts, not timings.
 */

let demo: { restore(): void }
beforeAll(() => {
  demo = installDemoCms('vitalis-de')
})
afterAll(() => demo.restore())
beforeEach(clearCache)

const KB = 1024
const bytes = (text: string) => new TextEncoder().encode(text).byteLength

const page = async (url: string, status = 200) => {
  const response = await get(url)
  expect(response.status, url).toBe(status)
  return response.text()
}

const textsUrlOf = (html: string) =>
  (bootstrapOf(html).initialData as { textsUrl: string }).textsUrl

const textsFile = async (url: string) => {
  const response = await get(`http://localhost${url}`)
  return { response, texts: (await response.json()) as Record<string, string> }
}

/** What the HTML shows of a text: in an element or an attribute, escaped as React escapes it. */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

describe('what a page carries', () => {
  it("keeps the home page's bootstrap within 20 KB", async () => {
    const html = await page('http://localhost/')
    expect(bytes(bootstrapTextOf(html))).toBeLessThanOrEqual(20 * KB)
  })

  it('keeps a not-found page under 40 KB, HTML and all', async () => {
    const html = await page('http://localhost/does-not-exist', 404)
    expect(bytes(html)).toBeLessThan(40 * KB)
  })

  it('carries exactly the texts its render used, each shown in the HTML, and no other of the locale', async () => {
    const html = await page('http://localhost/')
    const text = bootstrapTextOf(html)
    const { translations, initialData } = bootstrapOf(html) as {
      translations: Record<string, string>
      initialData: Record<string, unknown>
    }
    expect(initialData).not.toHaveProperty('texts')
    expect(JSON.parse(text)).not.toHaveProperty('initialData.texts')
    const visible = withoutScripts(html)
    expect(Object.keys(translations).length).toBeGreaterThan(5)
    for (const [call, shown] of Object.entries(translations))
      expect(visible, call).toContain(asHtml(shown))
    // Texts of the locale the home page does not show.
    for (const key of ['message.cart.add', 'form.sent.title', 'account.addresses.delete-confirm'])
      expect(text, key).not.toContain(JSON.stringify(DE[key as keyof typeof DE]).slice(1, -1))
  })

  it('names the texts file of its locale, which holds every interface text and is cached for good', async () => {
    const textsUrl = textsUrlOf(await page('http://localhost/'))
    expect(textsUrl).toMatch(/^\/_texts\/de\/[0-9a-z]+\.json$/)
    const { response, texts } = await textsFile(textsUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    for (const key of TEXT_KEYS) expect(texts[key], key).toBeTypeOf('string')
    expect(texts['header.cart']).toBe(DE['header.cart'])
    // The same file for every page of the locale: the browser fetches it once.
    expect(textsUrlOf(await page('http://localhost/kontakt'))).toBe(textsUrl)
    expect(textsUrlOf(await page('http://localhost/en'))).not.toBe(textsUrl)
  })

  it('gives a client navigation to a page with a form the texts its form shows, its messages too', async () => {
    const textsUrl = textsUrlOf(await page('http://localhost/'))
    const payload = await get(`http://localhost/kontakt/_payload.json?v=${manifest.buildId}`)
    expect(JSON.stringify(await payload.json())).toContain('form_formframework')
    // The router loads the first page's texts file before it shows the next page of the locale
    // (src/app/Storefront.tsx, prepare): it has every text the form's own render uses…
    const { texts } = await textsFile(textsUrl)
    const rendered = bootstrapOf(await page('http://localhost/kontakt')).translations as Record<
      string,
      string
    >
    const formCalls = Object.keys(rendered).filter((call) => call.startsWith('["form.'))
    expect(formCalls.length).toBeGreaterThan(0)
    for (const call of formCalls) {
      const [key] = JSON.parse(call) as [string]
      expect(texts[key], key).toBe(rendered[call])
    }
    // …and those it shows only after the shopper sent it or typed in it.
    for (const key of TEXT_KEYS.filter((name) => name.startsWith('form.')))
      expect(texts[key], key).toBe(DE[key])
  })

  it('answers the current texts, not to be kept, under the name of texts that have changed', async () => {
    const { response, texts } = await textsFile('/_texts/de/0ld.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(texts['header.cart']).toBe(DE['header.cart'])
  })

  it('answers 404 for a locale the site does not have', async () => {
    const response = await get('http://localhost/_texts/fr/abc.json')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
