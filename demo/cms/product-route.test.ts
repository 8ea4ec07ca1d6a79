import { describe, expect, it } from 'vitest'
import { resolveCms } from './resolve'

const pageOf = (site: string, path: string) => {
  const answer = resolveCms(site, path, undefined)
  if (answer.kind !== 'page') throw new Error(`${path}: ${answer.kind}`)
  return answer.body as unknown as {
    slug: string
    content: { colPos0: { type: string; content: { urlKey?: string } }[] }
    i18n: { link: string; available: number }[]
  }
}

describe('product route enhancer', () => {
  it('answers <products page>/<url key> with the detail page holding that url key', () => {
    const page = pageOf('vitalis-de', '/produkte/magnesium-400')
    expect(page.slug).toBe('/produkte/magnesium-400')
    const detail = page.content.colPos0.find((element) => element.type === 'product_detail')
    expect(detail?.content.urlKey).toBe('magnesium-400')
  })

  it("links the product's address in the other locale as its translation", () => {
    const page = pageOf('vitalis-de', '/en/products/magnesium-400')
    expect(page.i18n.map((entry) => entry.link)).toEqual([
      '/produkte/magnesium-400',
      '/en/products/magnesium-400',
    ])
  })

  it.each(['/produkte/Magnesium 400', '/produkte/a--b', '/produkte/x/y', '/ratgeber/zink'])(
    'answers 404 for %s, which is no product address',
    (path) => {
      expect(resolveCms('vitalis-de', path, undefined).status).toBe(404)
    },
  )

  it('serves every brand site', () => {
    for (const site of ['vitalis-at', 'litozin-de', 'queisser-de', 'stozzon-de']) {
      expect(pageOf(site, '/produkte/beispiel-produkt').slug).toBe('/produkte/beispiel-produkt')
    }
  })
})
