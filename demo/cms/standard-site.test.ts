import { describe, expect, it } from 'vitest'
import { listDemoPages } from './resolve'
import { STANDARD_SITE_SPEC } from './sites'
import { standardInitialDataSchema, standardPageSchema, STANDARD_TYPES } from './standard-schema'
import { getJson } from './test-support'
import type { StandardPageJson } from './types'

/** The reference site answers as a plain EXT:headless installation does, and nothing more. */

const site = STANDARD_SITE_SPEC
const pages = listDemoPages([site])
const cms = `/cms/${site.id}`
const prefixes = site.locales.map((_, index) =>
  index === 0 ? '' : `/${site.locales[index]?.code}`,
)

const page = async (path: string) => (await getJson(`${cms}${path}`)).body as StandardPageJson

describe('the standard-shaped reference site', () => {
  it('answers every page and error page in the standard shape only', async () => {
    for (const { path } of pages) {
      const result = standardPageSchema.safeParse(await page(path))
      expect(result.error?.issues ?? [], path).toEqual([])
    }
    for (const prefix of prefixes) {
      const missing = await getJson(`${cms}${prefix}/missing`)
      expect(missing.status).toBe(404)
      expect(standardPageSchema.safeParse(missing.body).success, prefix).toBe(true)
    }
  })

  it('answers initial data with navigation, i18n and the footer menu, no texts, no footer field', async () => {
    for (const prefix of prefixes) {
      const body = (await getJson(`${cms}${prefix}/?type=834`)).body
      const result = standardInitialDataSchema.safeParse(body)
      expect(result.error?.issues ?? [], prefix).toEqual([])
      expect(Object.keys(body as object).sort()).toEqual(['footerNavigation', 'i18n', 'navigation'])
    }
  })

  it('has pages in the meta and the seo shape, with and without page-level i18n', async () => {
    const shapes = new Set<string>()
    for (const { path } of pages) {
      const answer = await page(path)
      shapes.add(`${answer.seo ? 'seo' : 'meta'}${answer.i18n ? '+i18n' : ''}`)
    }
    expect([...shapes].sort()).toEqual(['meta', 'meta+i18n', 'seo', 'seo+i18n'])
  })

  it('uses every standard CType, and a first element in colPos0 with an image', async () => {
    const types = new Set<string>()
    for (const { path } of pages) {
      for (const element of Object.values((await page(path)).content).flat())
        types.add(element.type)
    }
    expect([...types].sort()).toEqual([...STANDARD_TYPES].sort())
    const [hero] = (await page('/')).content.colPos0 ?? []
    expect(hero?.type).toBe('textpic')
  })

  it('lists a language in i18n that the storefront site does not serve (French)', async () => {
    const body = (await getJson(`${cms}/?type=834`)).body as {
      i18n: { twoLetterIsoCode: string }[]
    }
    expect(body.i18n.map((entry) => entry.twoLetterIsoCode)).toEqual(['de', 'en', 'fr'])
  })
})
