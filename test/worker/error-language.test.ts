import { describe, expect, it } from 'vitest'
import type { FakeCms } from './fake-cms'
import {
  bootstrapOf,
  freshCmsForEachTest,
  get,
  getWithEnv,
  titleOf,
  withoutScripts,
} from './helpers'

/**
 * The worker's error page speaks the page's language: its title and heading come from the
 * locale's texts, by the kind of failure; the Error's English message (which names the upstream)
 * stays in the logs and the snapshot, for developers.
 */
let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

const errorPage = async (url: string) => {
  const response = await get(url)
  const html = await response.text()
  return { status: response.status, html, visible: withoutScripts(html) }
}

describe('the error page’s language', () => {
  it('titles an English page’s 502 in English when the CMS is unreachable', async () => {
    cms.set('vitalis-de', '/en/products', { down: true })
    const { status, html, visible } = await errorPage('http://localhost/en/products')

    expect(status).toBe(502)
    expect(visible).toContain('<html lang="en-DE"')
    expect(titleOf(html)).toBe('502 - Temporarily unavailable')
    expect(visible).toMatch(/<h1[^>]*>502 - Temporarily unavailable<\/h1>/)
    expect(visible).toContain('Sorry, something went wrong.')
    // The snapshot keeps the message for developers; the browser renders the same title.
    expect(bootstrapOf(html).error).toMatchObject({
      status: 502,
      message: 'The content service is unreachable',
    })
    expect(Object.values(bootstrapOf(html).translations as object)).toContain(
      'Temporarily unavailable',
    )
  })

  it('titles a German page’s 502 in German', async () => {
    cms.set('vitalis-de', '/produkte', { down: true })
    const { status, html, visible } = await errorPage('http://localhost/produkte')

    expect(status).toBe(502)
    expect(visible).toContain('<html lang="de-DE"')
    expect(titleOf(html)).toBe('502 - Vorübergehend nicht erreichbar')
  })

  it('shows a shopper no word of the English message outside development', async () => {
    cms.set('vitalis-de', '/en/products', { down: true })
    const { body } = await getWithEnv('http://localhost/en/products', {
      ENVIRONMENT: 'production',
    })

    expect(titleOf(body)).toBe('502 - Temporarily unavailable')
    expect(withoutScripts(body)).not.toContain('content service')
  })

  it('titles an English page’s failed route check in English when there is no CMS error page', async () => {
    cms.fault = 'down'
    const { status, html } = await errorPage('http://localhost/en/%ZZ')

    expect(status).toBe(404)
    expect(titleOf(html)).toBe('404 - Page not found')
  })
})
