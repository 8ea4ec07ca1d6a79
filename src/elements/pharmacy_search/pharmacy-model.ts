/**
 * Pharmacies and places as the pharmacy search renders them: what the worker's schema
 * (./schema.ts) makes of the CMS plugin's JSON. Types only, so the browser's chunk needs no zod.
 */

export interface Coordinates {
  lat: number
  lng: number
}

/** A pharmacy that carries the brand. */
export interface Pharmacy extends Coordinates {
  uid: number
  name: string
  street: string
  postcode: string
  city: string
  phone: string
  /** The opening hours as the pharmacy words them ('Mo–Fr 8–19 Uhr, Sa 9–14 Uhr'). */
  openingHours: string
}

/** A place a visitor may search from: a postcode and its town, with where it lies. */
export interface Place extends Coordinates {
  postcode: string
  city: string
}

/** One pharmacy found, with its distance from the place searched from. */
export interface PharmacyHit {
  pharmacy: Pharmacy
  distanceKm: number
}

/** What a search came to; 'idle' before anything was asked. */
export type PharmacySearch =
  | { status: 'idle' }
  | { status: 'unknown-place'; query: string }
  | { status: 'found'; query: string; origin: Place; hits: PharmacyHit[]; radiusKm: number }
