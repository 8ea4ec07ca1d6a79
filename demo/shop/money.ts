import { CURRENCY } from './stores'

/**
 * Money is integer cents everywhere inside the shop; it becomes Magento's `Money` ({ value,
 * currency }, value in euros) only at the edge.
 */
export interface Money {
  value: number
  currency: string
}

export const money = (cents: number): Money => ({ value: cents / 100, currency: CURRENCY })

export const toCents = (euros: number): number => Math.round(euros * 100)

/** The net part of a gross amount at a VAT rate in percent (rounded to the cent). */
export const netOf = (grossCents: number, ratePercent: number): number =>
  Math.round((grossCents * 100) / (100 + ratePercent))

/** German display: 1234.5 € → "1.234,50 €". */
export const formatEuro = (cents: number): string => {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}${euros},${String(abs % 100).padStart(2, '0')} €`
}

/** Magento's percent_off: the share of the regular price taken off, two decimals. */
export const percentOff = (regularCents: number, finalCents: number): number =>
  regularCents > 0 ? Math.round(((regularCents - finalCents) / regularCents) * 10000) / 100 : 0
