/**
 * Checks of a food's and a food supplement's particulars as the shop answers them (attribute code
 * → value), by Regulation (EU) 1169/2011, Directive 2002/46/EC and the German NemV. Each returns
 * the problems it finds, in words, so a failing test names the product and what it lacks.
 */

/** A product's particulars: an attribute's value, or a multiselect's selected option values. */
export type Particulars = Record<string, string | string[]>

/** Annex XIII Part A: the reference intake of each vitamin and mineral, by German and English name. */
const NRV: Record<string, [amount: number, unit: string]> = {
  'Vitamin A': [800, 'µg'],
  'Vitamin D': [5, 'µg'],
  'Vitamin E': [12, 'mg'],
  'Vitamin K': [75, 'µg'],
  'Vitamin C': [80, 'mg'],
  Thiamin: [1.1, 'mg'],
  Riboflavin: [1.4, 'mg'],
  Niacin: [16, 'mg'],
  'Vitamin B6': [1.4, 'mg'],
  Folsäure: [200, 'µg'],
  'Folic acid': [200, 'µg'],
  'Vitamin B12': [2.5, 'µg'],
  Biotin: [50, 'µg'],
  Pantothensäure: [6, 'mg'],
  'Pantothenic acid': [6, 'mg'],
  Kalium: [2000, 'mg'],
  Potassium: [2000, 'mg'],
  Calcium: [800, 'mg'],
  Magnesium: [375, 'mg'],
  Eisen: [14, 'mg'],
  Iron: [14, 'mg'],
  Zink: [10, 'mg'],
  Zinc: [10, 'mg'],
  Mangan: [2, 'mg'],
  Manganese: [2, 'mg'],
  Selen: [55, 'µg'],
  Selenium: [55, 'µg'],
  Jod: [150, 'µg'],
  Iodine: [150, 'µg'],
}

/** Annex XV's order; true where art. 30(1) makes the nutrient mandatory. */
const ANNEX_XV: [string, boolean][] = [
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

export const WARNINGS = {
  de: [
    'Die angegebene empfohlene tägliche Verzehrsmenge darf nicht überschritten werden.',
    'Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise.',
    'Außerhalb der Reichweite von kleinen Kindern lagern.',
  ],
  en: [
    'Do not exceed the stated recommended daily dose.',
    'Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle.',
    'Keep out of the reach of young children.',
  ],
} as const

/** A dose taken once a week says so in the first warning, in place of the daily one. */
const WEEKLY_WARNING = {
  de: /^Die angegebene empfohlene Verzehrsmenge \(.+ pro Woche\) darf nicht überschritten werden\.$/,
  en: /^Do not exceed the stated recommended dose \(.+ a week\)\.$/,
}

/** German letters and words that have no place in an English value of these fields. */
export const GERMAN_MARKERS =
  /[äöüß]|\b(und|mit|aus|oder|pro|täglich|Kapseln?|Tabletten?|Tropfen|Beutel|Messlöffel|Aufguss|Zucker|Wasser|Milch|Soja|Sellerie|Fisch|Krebstieren?|Weichtiere|Trennmittel|Füllstoff|Kapselhülle|Extrakt|Pulver|Saft|Blüten|Kräuter|Keine|Allergene|Verzehrsmenge|Kindern|Nahrungsergänzungsmittel)\b/i

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** An ingredients list's entries, split at the commas outside parentheses. */
export const entriesOf = (ingredients: string): string[] => {
  const entries: string[] = []
  let depth = 0
  let current = ''
  for (const char of ingredients) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (char === ',' && depth === 0) {
      entries.push(current.trim())
      current = ''
    } else current += char
  }
  return [...entries, current.trim()].filter(Boolean)
}

const plain = (html: string) => html.replace(/<[^>]*>/g, '').toLowerCase()

/** Words a name calls its food by that differ from the ingredient's ('Schoko' is cocoa). */
const SYNONYMS: Record<string, string> = { schoko: 'kakao', chocolate: 'cocoa' }

/** The stems of a name's words of 4 letters or more: their first 6 letters. */
const stemsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4)
    .map((word) => SYNONYMS[word] ?? word.slice(0, 6))

/** Art. 22 (1)(a): an ingredient the name names carries its quantity. */
export const unquantifiedNamedIngredients = (name: string, ingredients: string): string[] => {
  const stems = stemsOf(name)
  return entriesOf(ingredients).filter(
    (entry) => stems.some((stem) => plain(entry).includes(stem)) && !/\d %|\d%/.test(entry),
  )
}

/** Allergens selected or 'none', agreeing with the emphasis in the ingredients (art. 21). */
const allergenProblems = (facts: Particulars): string[] => {
  const selected = Array.isArray(facts.allergens) ? facts.allergens : []
  const emphasised = /<strong>/.test(text(facts.supplement_ingredients))
  if (selected.length === 0) return ['no allergen information (an allergen or "none")']
  if (selected.includes('none')) {
    if (selected.length > 1) return [`"none" beside allergens: ${selected.join(', ')}`]
    return emphasised ? ['an emphasised allergen, but "none" selected'] : []
  }
  return emphasised ? [] : [`allergens ${selected.join(', ')} not emphasised in the ingredients`]
}

/** The nutrients with a reference value carry the right % NRV for their amount. */
const nrvProblems = (rows: { name: string; amount: number; unit: string; nrv: unknown }[]) =>
  rows.flatMap(({ name, amount, unit, nrv }) => {
    const reference = NRV[name]
    if (!reference) return []
    const [intake, intakeUnit] = reference
    if (unit !== intakeUnit) return [`${name} in ${unit}, its reference value in ${intakeUnit}`]
    const expected = Math.round((amount / intake) * 100)
    return nrv === expected ? [] : [`${name}: ${String(nrv)} % NRV, not ${expected} %`]
  })

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

/** Art. 30-32 and Annex XV: energy and the six nutrients per 100 g or 100 ml, in order. */
export const nutritionProblems = (json: string): string[] => {
  if (!json) return ['no nutrition declaration']
  const declaration = JSON.parse(json) as Record<string, unknown>
  const problems: string[] = []
  if (typeof declaration.per !== 'string' || !/^100 (g|ml)\b/.test(declaration.per)) {
    problems.push(`declared per ${String(declaration.per)}, not per 100 g or 100 ml`)
  }
  const kj = declaration.energy_kj
  const kcal = declaration.energy_kcal
  if (!finite(kj) || !finite(kcal)) return [...problems, 'no energy in kJ and kcal']
  for (const [key, mandatory] of ANNEX_XV) {
    if (mandatory && !finite(declaration[key])) problems.push(`no ${key}`)
  }
  const order = ANNEX_XV.map(([key]) => key)
  const keys = Object.keys(declaration).filter((key) => order.includes(key))
  if (keys.join() !== order.filter((key) => keys.includes(key)).join()) {
    problems.push(`nutrients out of Annex XV's order: ${keys.join(', ')}`)
  }
  const grams = (key: string) => (finite(declaration[key]) ? declaration[key] : 0)
  if (grams('saturates') > grams('fat')) problems.push('more saturates than fat')
  if (grams('sugars') + grams('polyols') + grams('starch') > grams('carbohydrate')) {
    problems.push('more sugars, polyols and starch than carbohydrate')
  }
  // Annex XIV's factors over the declared grams, give or take what their rounding hides (up to
  // 0.5 g where '0' is declared) and the organic acids no declaration names.
  const margin = (key: string) =>
    key in declaration ? (grams(key) === 0 ? 0.5 : grams(key) < 10 ? 0.05 : 0.5) : 0
  const worked =
    9 * grams('fat') +
    4 * (grams('carbohydrate') - grams('polyols')) +
    2.4 * grams('polyols') +
    4 * grams('protein') +
    2 * grams('fibre')
  const tolerance =
    9 * margin('fat') +
    4 * margin('carbohydrate') +
    4 * margin('protein') +
    2 * margin('fibre') +
    kcal * 0.05 +
    1
  if (Math.abs(kcal - worked) > tolerance) {
    problems.push(`${kcal} kcal, but its nutrients give ${Math.round(worked)} kcal`)
  }
  // 1 kcal is 4 kJ (fibre) to 4.33 kJ (organic acids), each rounded to a whole number.
  if (kj < 4 * (kcal - 0.5) - 0.5 || kj > 4.34 * (kcal + 0.5) + 0.5) {
    problems.push(`${kj} kJ for ${kcal} kcal`)
  }
  const micronutrients = Array.isArray(declaration.vitamins_minerals)
    ? (declaration.vitamins_minerals as {
        name: string
        amount: number
        unit: string
        nrv: unknown
      }[])
    : []
  return [...problems, ...nrvProblems(micronutrients)]
}

/** A food: ingredients with their QUID, allergen information, the nutrition declaration. */
export const foodProblems = (name: string, facts: Particulars): string[] => {
  const ingredients = text(facts.supplement_ingredients)
  if (!ingredients) return ['no ingredients']
  return [
    ...unquantifiedNamedIngredients(name, ingredients).map((entry) => `no quantity: ${entry}`),
    ...allergenProblems(facts),
    ...nutritionProblems(text(facts.nutrition_declaration)),
  ]
}

/**
 * The substances a name joins with ' + ' ('Glucosamin + Chondroitin'): each part's first word,
 * where it is one of 4 letters or more ('D3', 'K2' are codes) and not 'Vitamin' (vitamin B1 is
 * called thiamin in the table).
 */
const namedSubstances = (name: string) =>
  name.includes(' + ')
    ? name
        .split(' + ')
        .map((part) => part.trim().split(/\s+/)[0] ?? '')
        .filter((word) => /^\p{L}{4,}/u.test(word) && !/^vitamin/i.test(word))
        .map((word) => stemsOf(word)[0] ?? '')
    : []

/**
 * A food supplement (Directive 2002/46/EC art. 6 and 8, NemV § 4): ingredients and allergen
 * information, each nutrient and substance per daily dose (with its % NRV where Annex XIII sets
 * one), the daily dose the table is of, and the three warnings.
 */
export const supplementProblems = (
  name: string,
  facts: Particulars,
  language: 'de' | 'en',
): string[] => {
  const problems = text(facts.supplement_ingredients) ? [] : ['no ingredients']
  problems.push(...allergenProblems(facts))
  const table = text(facts.nutrient_table)
  const dose = text(facts.daily_dose)
  if (!table) return [...problems, 'no nutrients per daily dose']
  const { per, rows } = JSON.parse(table) as {
    per: string
    rows: { name: string; amount: number; unit: string; nrv: unknown }[]
  }
  if (!dose.startsWith(per)) problems.push(`amounts per ${per}, the daily dose ${dose || 'none'}`)
  if (rows.length === 0 || rows.some((row) => !(row.amount > 0) || !row.unit)) {
    problems.push('a nutrient without its amount')
  }
  const names = rows.map((row) => row.name.toLowerCase()).join(' ')
  for (const stem of namedSubstances(name)) {
    if (!names.includes(stem)) problems.push(`no amount of the named ${stem}…`)
  }
  problems.push(...nrvProblems(rows))
  const warnings = text(facts.warnings).split('\n')
  const [daily, ...others] = WARNINGS[language]
  const first = WEEKLY_WARNING[language].test(warnings[0] ?? '') || warnings.includes(daily)
  if (!first) problems.push(`no warning "${daily}"`)
  for (const warning of others) {
    if (!warnings.includes(warning)) problems.push(`no warning "${warning}"`)
  }
  return problems
}
