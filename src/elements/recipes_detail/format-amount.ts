import { numberFormat } from '../../lib/number-format'

/** An ingredient amount or nutrient value in the page's language: 0.5 → '0,5' in German. */
export const formatAmount = (value: number, languageTag: string): string =>
  numberFormat(languageTag, { maximumFractionDigits: 1 }).format(value)
