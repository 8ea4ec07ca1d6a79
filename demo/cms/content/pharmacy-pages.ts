import type { Company } from './company'
import type { PageSpec } from './model'
import { pharmacyData } from './pharmacies'
import type { Lang } from './texts'

/**
 * The pharmacy finder's page every brand site has: a word on why a pharmacy, the search
 * (CType pharmacy_search with the brand's pharmacies of the country, ./pharmacies.ts) and a tip
 * for when none is near.
 */
export const pharmacySlug = (lang: Lang) => (lang === 'de' ? '/apothekensuche' : '/pharmacy-finder')

/** Page uid of the pharmacy finder on a site whose uids start at `base` (vitalis-de 0 …). */
export const pharmacyPageIds = (base: number): Record<string, number> => ({
  pharmacies: base + 86,
})

export const pharmacyPages = (lang: Lang, c: Company, o: { layoutColor: string }): PageSpec[] => {
  const de = lang === 'de'
  const brand = c.name.split(' ')[0] ?? c.name
  const country = c.country[lang]
  return [
    {
      key: 'pharmacies',
      parent: 'home',
      slug: pharmacySlug(lang),
      hidden: true,
      layoutColor: o.layoutColor,
      themeWorld: 'brand',
      title: de ? 'Apothekensuche' : 'Pharmacy finder',
      subtitle: de ? `${brand} in Ihrer Nähe` : `${brand} near you`,
      description: de
        ? `Finden Sie Apotheken in ${country}, die ${brand} vorrätig haben – nach Entfernung sortiert.`
        : `Find pharmacies in ${country} that stock ${brand}, nearest first.`,
      content: (b) => [
        b.text(
          de ? 'Beratung in Ihrer Apotheke' : 'Advice at your pharmacy',
          de
            ? `<p>In vielen Apotheken in ${country} finden Sie ${brand} direkt im Regal – und dazu eine persönliche Beratung, welches Präparat zu Ihnen passt und wie Sie es am besten einnehmen.</p>`
            : `<p>Many pharmacies in ${country} keep ${brand} on the shelf, and give you personal advice on which product suits you and how best to take it.</p>`,
          { headerLayout: 1 },
        ),
        b.pharmacySearch(
          de ? 'Apotheke in Ihrer Nähe finden' : 'Find a pharmacy near you',
          pharmacyData(c),
          { headerLayout: 2 },
        ),
        b.text(
          de ? 'Keine Apotheke in der Nähe?' : 'No pharmacy nearby?',
          de
            ? `<p>Jede Apotheke in ${country} kann ${brand}-Produkte in der Regel bis zum nächsten Werktag für Sie bestellen. Nennen Sie einfach den Produktnamen oder die Pharmazentralnummer von der Packung.</p>`
            : `<p>Any pharmacy in ${country} can usually order ${brand} products for you by the next working day. Just give them the product name or the number on the pack.</p>`,
          { headerLayout: 3 },
        ),
      ],
    },
  ]
}
