/** The four brand themes, loaded by brand name. The first is the house brand and the default. */
export const BRANDS = ['vitalis', 'litozin', 'queisser', 'stozzon'] as const
export type Brand = (typeof BRANDS)[number]
export const DEFAULT_BRAND: Brand = 'vitalis'
export const DEFAULT_COUNTRY = 'de'
