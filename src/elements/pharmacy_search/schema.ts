import * as z from 'zod'
import { integer, lenientList, lenientText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'
import { WEEKDAYS } from './pharmacy-model'

/**
 * CType pharmacy_search: the pharmacy finder's plugin as EXT:headless renders it, its `data`
 * holding what the brand's pharmacy service lists for the site's country (the pharmacies that
 * carry the brand, with coordinates), the place table that turns a postcode or town into
 * coordinates, and the plugin's argument `q` as the request carried it (the storefront forwards
 * `q`, a whitelisted query parameter, so every search is a page of its own, cached).
 * The pharmacies are the element's main payload: without any the element fails its schema.
 */
const latitude = z.coerce.number().min(-90).max(90)
const longitude = z.coerce.number().min(-180).max(180)

/** schema.org writes a day as 'Monday' or 'https://schema.org/Monday', one alone or a list. */
const dayOfWeek = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value]).map((day) =>
      typeof day === 'string' ? day.replace(/^https?:\/\/schema\.org\//, '') : day,
    ),
  z
    .array(z.enum(WEEKDAYS))
    .min(1)
    // In week order, each day once: the page groups them into ranges ('Mo.–Fr.').
    .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
)

/** 'HH:mm' or 'HH:mm:ss' (schema.org's Time) on a 24-hour clock, kept as 'HH:mm'. */
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
  .transform((value) => value.slice(0, 5))

/** A line of opening hours; a broken line is dropped, the pharmacy stays (lenientList). */
const openingHoursSchema = z.object({ dayOfWeek, opens: time, closes: time })

const pharmacySchema = z.object({
  uid: z.coerce.number().int().positive(),
  name: z.string().min(1),
  street: lenientText,
  postcode: lenientText,
  city: lenientText,
  phone: lenientText,
  openingHoursSpecification: lenientList(openingHoursSchema),
  lat: latitude,
  lng: longitude,
})

const placeSchema = z.object({
  postcode: z.string().regex(/^\d{4,5}$/),
  city: z.string().min(1),
  lat: latitude,
  lng: longitude,
})

/** At most this many characters of a query are read (the worker bounds whitelisted values). */
const MAX_QUERY_LENGTH = 100

export const pharmacySearchSchema = z
  .object({
    ...headerFields,
    data: z.object({
      query: lenientText,
      radiusKm: integer(50),
      limit: integer(10),
      pharmacies: lenientList(pharmacySchema),
      places: lenientList(placeSchema),
    }),
  })
  .transform(({ data, ...header }, ctx) => {
    if (data.pharmacies.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'the pharmacy search lists no pharmacies' })
      return z.NEVER
    }
    return {
      ...header,
      query: data.query.slice(0, MAX_QUERY_LENGTH),
      radiusKm: Math.min(Math.max(data.radiusKm, 1), 500),
      limit: Math.min(Math.max(data.limit, 1), 50),
      pharmacies: data.pharmacies,
      places: data.places,
    }
  })

export type PharmacySearchContent = z.output<typeof pharmacySearchSchema>
