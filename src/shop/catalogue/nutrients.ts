/**
 * One vitamin, mineral or other substance with its amount, as the shop's tables state it: a food
 * supplement's per daily dose (its nutrient_table), a food's per 100 g or 100 ml (the vitamins
 * and minerals of its nutrition_declaration).
 */
export interface NutrientRow {
  name: string
  amount: number
  unit: string
  /** % of the nutrient reference value (NRV); null where the law sets none. */
  nrv: number | null
}

/** A row of the shop's JSON, or null where it is not one. */
export const nutrientRowOf = (value: unknown): NutrientRow | null => {
  if (typeof value !== 'object' || value === null) return null
  const { name, amount, unit, nrv } = value as Record<string, unknown>
  if (typeof name !== 'string' || !name || typeof unit !== 'string') return null
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null
  const percent = typeof nrv === 'number' && Number.isFinite(nrv) && nrv >= 0 ? nrv : null
  return { name, amount, unit, nrv: percent }
}
