/**
 * Pharmacies and places as the pharmacy search renders them: what the worker's schema
 * (./schema.ts) makes of the CMS plugin's JSON. No zod here, so the browser's chunk needs none.
 */

/** schema.org's days of the week (https://schema.org/DayOfWeek), Monday first as in Europe. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

export type DayOfWeek = (typeof WEEKDAYS)[number]

/**
 * One line of a pharmacy's opening hours, as schema.org's OpeningHoursSpecification words it
 * (https://schema.org/OpeningHoursSpecification): the days, in week order, and the times,
 * 'HH:mm' on a 24-hour clock. Data, not words: each page formats it in its own language.
 */
export interface OpeningHours {
  dayOfWeek: DayOfWeek[]
  opens: string
  closes: string
}

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
  /** Its opening hours, a line per set of days with the same times; empty when not known. */
  openingHoursSpecification: OpeningHours[]
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
