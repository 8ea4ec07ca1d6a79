/**
 * The brands, by the name their theme, logo, sites and demo shop go by; the first is the house
 * brand and the default. The one list of them: `Brand` derives from it, the build reads it
 * (scripts/lib/brands.mjs), and scripts/brands.test.ts checks every brand's own files against
 * it. Adding one: docs/adding-a-brand.md.
 */
export const BRANDS = ['vitalis', 'litozin', 'queisser', 'stozzon'] as const
export type Brand = (typeof BRANDS)[number]
export const DEFAULT_BRAND: Brand = BRANDS[0]
export const DEFAULT_COUNTRY = 'de'
