import { numberFormat } from './number-format'

/**
 * Prices in the site's locale and the price's currency (SPEC.md section 9). A missing value
 * counts as 0 and negative zero shows as 0 (section 5).
 */
export interface Money {
  value: number | null | undefined
  currency: string | null | undefined
}

export const formatPrice = (
  money: Money | null | undefined,
  languageTag: string,
  fallbackCurrency: string,
): string => {
  const value = money?.value ?? 0
  const normalised = Object.is(value, -0) || Number.isNaN(value) ? 0 : value
  return numberFormat(languageTag, {
    style: 'currency',
    currency: money?.currency || fallbackCurrency,
  }).format(normalised === 0 ? 0 : normalised)
}
