import { describe, expect, it } from 'vitest'
import { pharmacySearchSchema } from '../../src/elements/pharmacy_search/schema'
import { pharmacySlug } from './content/pharmacy-pages'
import type { Lang } from './content/texts'
import { allStrings, getJson, SITE_LOCALES } from './test-support'
import type { ContentElement, PageJson } from './types'

/**
 * The pharmacy finder's opening hours are data (schema.org's OpeningHoursSpecification: days and
 * 24-hour times), never German words: an English page says them in English, as the storefront
 * formats them (src/elements/pharmacy_search/opening-hours.ts).
 */
const finderOf = async (cms: string, prefix: string, locale: string) => {
  const { body } = await getJson(`${cms}${prefix}${pharmacySlug(locale as Lang)}`)
  const elements = Object.values((body as PageJson).content).flat()
  return elements.find((element: ContentElement) => element.type === 'pharmacy_search')
}

describe('the pharmacy finder’s opening hours', () => {
  it.each(SITE_LOCALES)(
    'are schema.org lines the storefront reads whole on $siteId $locale',
    async ({ cms, prefix, locale }) => {
      const finder = await finderOf(cms, prefix, locale)
      expect(finder, 'the pharmacy finder').toBeDefined()
      const data = finder!.content.data as { pharmacies: Record<string, unknown>[] }
      for (const record of data.pharmacies) {
        expect(record).not.toHaveProperty('openingHours')
        expect(record['openingHoursSpecification']).toEqual(
          expect.arrayContaining([
            {
              dayOfWeek: expect.arrayContaining(['Monday']) as string[],
              opens: expect.stringMatching(/^\d\d:\d\d$/) as string,
              closes: expect.stringMatching(/^\d\d:\d\d$/) as string,
            },
          ]),
        )
      }
      // Nothing of it is dropped by the storefront's lenient schema.
      const parsed = pharmacySearchSchema.parse(finder!.content)
      expect(parsed.pharmacies.map((pharmacy) => pharmacy.openingHoursSpecification)).toEqual(
        data.pharmacies.map((record) => record['openingHoursSpecification']),
      )
    },
  )

  it('holds no German word in the English finder’s records', async () => {
    const finder = await finderOf('/cms/vitalis-de', '/en', 'en')
    const records = (finder!.content.data as { pharmacies: unknown[] }).pharmacies
    expect(allStrings(records).filter((text) => /\bUhr\b|Mo–|Sa\b/.test(text))).toEqual([])
  })
})
