import type { Coordinates, Pharmacy, PharmacySearch, Place } from './pharmacy-model'

/**
 * Finds the pharmacies near a postcode or town. The storefront asks through this interface
 * only: the implementation here reads the records and the place table the CMS sends with the
 * element (the brand's pharmacy service is not ours to show); a client of a real locator service
 * implements the same `find` and answers the same PharmacySearch.
 */
export interface PharmacyFinder {
  find(query: string): PharmacySearch
}

interface TableOptions {
  pharmacies: readonly Pharmacy[]
  places: readonly Place[]
  /** How far a pharmacy may be; the nearest first, at most `limit` of them. */
  radiusKm: number
  limit: number
}

const EARTH_RADIUS_KM = 6371

/** The great-circle distance (haversine), plenty for "which pharmacy is nearest". */
export const distanceKm = (a: Coordinates, b: Coordinates): number => {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/** Lower case, without accents or punctuation: 'Sankt Pölten' and 'sankt polten' are one. */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** How many leading characters two postcodes share. */
const sharedPrefix = (a: string, b: string) => {
  let length = 0
  while (length < a.length && a[length] === b[length]) length++
  return length
}

/**
 * The place a query means: the postcode itself; else the known postcode sharing the most
 * leading digits (two at least: a region), numerically nearest among those; else a town by
 * name, whole or its beginning ('frankf'). Null when nothing fits.
 */
export const placeOf = (query: string, places: readonly Place[]): Place | null => {
  const wanted = normalise(query)
  if (!wanted) return null
  if (/^\d+$/.test(wanted)) {
    const exact = places.find((place) => place.postcode === wanted)
    if (exact) return exact
    const ranked = places
      .map((place) => ({ place, shared: sharedPrefix(place.postcode, wanted) }))
      .filter(({ shared }) => shared >= 2)
      .sort(
        (a, b) =>
          b.shared - a.shared ||
          Math.abs(Number(a.place.postcode) - Number(wanted)) -
            Math.abs(Number(b.place.postcode) - Number(wanted)),
      )
    return ranked[0]?.place ?? null
  }
  const byName = (match: (city: string) => boolean) =>
    places.find((place) => match(normalise(place.city)))
  return byName((city) => city === wanted) ?? byName((city) => city.startsWith(wanted)) ?? null
}

/** The finder over the CMS's own records and place table. */
export const createTablePharmacyFinder = ({
  pharmacies,
  places,
  radiusKm,
  limit,
}: TableOptions): PharmacyFinder => ({
  find(query) {
    const trimmed = query.trim()
    if (!trimmed) return { status: 'idle' }
    const origin = placeOf(trimmed, places)
    if (!origin) return { status: 'unknown-place', query: trimmed }
    const hits = pharmacies
      .map((pharmacy) => ({ pharmacy, distanceKm: distanceKm(origin, pharmacy) }))
      .filter((hit) => hit.distanceKm <= radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm || a.pharmacy.name.localeCompare(b.pharmacy.name))
      .slice(0, limit)
    return { status: 'found', query: trimmed, origin, hits, radiusKm }
  },
})
