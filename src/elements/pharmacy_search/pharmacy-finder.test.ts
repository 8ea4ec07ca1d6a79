import { describe, expect, it } from 'vitest'
import { pharmacyRecords, placeRecords } from './fixture'
import { createTablePharmacyFinder, distanceKm, placeOf } from './pharmacy-finder'

const finder = createTablePharmacyFinder({
  pharmacies: pharmacyRecords,
  places: placeRecords,
  radiusKm: 50,
  limit: 3,
})

describe('placeOf', () => {
  it('finds a postcode itself, a town by name without case or accents, or by its beginning', () => {
    expect(placeOf('10115', placeRecords)?.city).toBe('Berlin')
    expect(placeOf(' potsdam ', placeRecords)?.postcode).toBe('14467')
    expect(placeOf('FREIBURG', placeRecords)?.postcode).toBe('79098')
  })

  it('takes the nearest known postcode of the same region for one it does not know', () => {
    expect(placeOf('10117', placeRecords)?.postcode).toBe('10115')
    expect(placeOf('12049', placeRecords)?.postcode).toBe('12043')
    expect(placeOf('99999', placeRecords)).toBeNull()
    expect(placeOf('Atlantis', placeRecords)).toBeNull()
    expect(placeOf('  ', placeRecords)).toBeNull()
  })
})

describe('createTablePharmacyFinder', () => {
  it('lists the nearest pharmacies within the radius, nearest first, at most `limit`', () => {
    const search = finder.find('10115')
    if (search.status !== 'found') throw new Error(`expected hits, got ${search.status}`)
    expect(search.hits.map((hit) => hit.pharmacy.name)).toEqual([
      'Invaliden-Apotheke',
      'Apotheke am Rosenthaler Platz',
      'Apotheke am Hermannplatz',
    ])
    const distances = search.hits.map((hit) => hit.distanceKm)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances.every((km) => km <= 50)).toBe(true)
  })

  it('finds none near a known place without pharmacies, and says which place it was', () => {
    const search = finder.find('Freiburg')
    expect(search).toMatchObject({ status: 'found', hits: [], origin: { postcode: '79098' } })
  })

  it('answers idle without a query and unknown-place for one it cannot place', () => {
    expect(finder.find('')).toEqual({ status: 'idle' })
    expect(finder.find('Atlantis')).toEqual({ status: 'unknown-place', query: 'Atlantis' })
  })
})

describe('distanceKm', () => {
  it('measures Berlin to Hamburg as about 255 km', () => {
    const km = distanceKm({ lat: 52.52, lng: 13.405 }, { lat: 53.5511, lng: 9.9937 })
    expect(km).toBeGreaterThan(250)
    expect(km).toBeLessThan(260)
  })
})
