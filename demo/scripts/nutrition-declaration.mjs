/**
 * A food's nutrition declaration as the demo shop keeps it (the attribute nutrition_declaration,
 * JSON per store view), from the amounts per 100 g or 100 ml a recipe gives: the energy worked out
 * with the conversion factors of Annex XIV of Regulation (EU) 1169/2011, every value rounded as
 * the Commission's guidance on tolerances (December 2012) rounds it, the nutrients in the order of
 * Annex XV. Pure: food-particulars.mjs calls it for every food.
 */

/** Annex XIV: kJ and kcal per gram. Fibre is no carbohydrate; polyols are, at their own factor. */
const FACTORS = {
  carbohydrate: [17, 4],
  polyols: [10, 2.4],
  protein: [17, 4],
  fat: [37, 9],
  fibre: [8, 2],
  organicAcids: [13, 3],
}

/** Annex XV's order; the ones every declaration has (art. 30(1)) are marked. */
export const NUTRIENT_ORDER = [
  ['fat', true],
  ['saturates', true],
  ['mono_unsaturates', false],
  ['polyunsaturates', false],
  ['carbohydrate', true],
  ['sugars', true],
  ['polyols', false],
  ['starch', false],
  ['fibre', false],
  ['protein', true],
  ['salt', true],
]

const FATTY_ACIDS = new Set(['saturates', 'mono_unsaturates', 'polyunsaturates'])

/** To the nearest 1 / `per` (10: tenths), without binary fractions ('0.30000000000000004'). */
const round = (value, per) => Math.round(value * per) / per

/**
 * The guidance's rounding: grams of a nutrient to 1 g from 10 g, to 0.1 g below, '0' at or under
 * 0.5 g (fatty acids: 0.1 g); salt to 0.1 g from 1 g, to 0.01 g below, '0' at or under 0.0125 g.
 */
export const roundNutrient = (key, grams) => {
  if (key === 'salt') return grams <= 0.0125 ? 0 : round(grams, grams >= 1 ? 10 : 100)
  const negligible = FATTY_ACIDS.has(key) ? 0.1 : 0.5
  if (grams <= negligible) return 0
  return round(grams, grams >= 10 ? 1 : 10)
}

/** kJ and kcal of 100 g or 100 ml, from the unrounded amounts (organic acids count, undeclared). */
export const energyOf = (amounts) => {
  const grams = {
    carbohydrate: (amounts.carbohydrate ?? 0) - (amounts.polyols ?? 0),
    polyols: amounts.polyols ?? 0,
    protein: amounts.protein ?? 0,
    fat: amounts.fat ?? 0,
    fibre: amounts.fibre ?? 0,
    organicAcids: amounts.organicAcids ?? 0,
  }
  const sum = (index) =>
    Object.entries(grams).reduce((total, [key, g]) => total + g * FACTORS[key][index], 0)
  return { kj: Math.round(sum(0)), kcal: Math.round(sum(1)) }
}

/**
 * The attribute's value in one language: `per` ('100 g', '100 ml Aufguss'), the energy, the
 * nutrients rounded, and vitamins and minerals per 100 g or 100 ml with their % NRV (Annex XIII).
 * `amounts`: grams per 100 g or 100 ml; `micronutrients`: [name, amount, unit, NRV per day].
 */
export const nutritionDeclaration = (per, amounts, micronutrients = []) => {
  for (const [key, mandatory] of NUTRIENT_ORDER) {
    if (mandatory && typeof amounts[key] !== 'number') throw new Error(`no ${key} per ${per}`)
  }
  const { kj, kcal } = energyOf(amounts)
  const declaration = { per, energy_kj: kj, energy_kcal: kcal }
  for (const [key] of NUTRIENT_ORDER) {
    if (typeof amounts[key] === 'number') declaration[key] = roundNutrient(key, amounts[key])
  }
  // Rounded apart, a part could come out above its whole ('0 g' fat, '0.3 g' saturates).
  if (declaration.saturates > declaration.fat || declaration.sugars > declaration.carbohydrate) {
    throw new Error(`a declaration per ${per} states more of a part than of its whole`)
  }
  if (micronutrients.length > 0) {
    declaration.vitamins_minerals = micronutrients.map(([name, amount, unit, reference]) => ({
      name,
      amount,
      unit,
      nrv: Math.round((amount / reference) * 100),
    }))
  }
  return declaration
}
