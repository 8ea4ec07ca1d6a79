import { useCallback } from 'react'
import { usePriceFormat } from './use-price-format'

/**
 * The shop's base price ("Grundpreis", Magento's `base_unit_string`) arrives as German text,
 * '331,67 € / 1 kg'. Its amount is set again in the page's number format, so the unit price reads
 * like the price beside it ('€331.67 / 1 kg' on an English page). Text of any other shape is
 * shown as it came: better the shop's wording than a guess.
 */
const GERMAN_BASE_PRICE = /^\s*(\d{1,3}(?:\.\d{3})*|\d+),(\d{2})\s*(?:€|EUR)\s*\/\s*(\S.*?)\s*$/

export const parseBasePrice = (text: string): { value: number; unit: string } | null => {
  const match = GERMAN_BASE_PRICE.exec(text)
  if (!match) return null
  const [, whole = '', cents = '', unit = ''] = match
  return { value: Number(`${whole.replaceAll('.', '')}.${cents}`), unit }
}

export const useBasePrice = (): ((text: string) => string) => {
  const price = usePriceFormat()
  return useCallback(
    (text: string) => {
      const parsed = parseBasePrice(text)
      return parsed ? `${price({ value: parsed.value, currency: 'EUR' })} / ${parsed.unit}` : text
    },
    [price],
  )
}
