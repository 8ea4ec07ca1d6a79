import '../zod-jitless'
import * as z from 'zod/mini'
import { failureOf, type RuleFailure } from './messages'
import { isEmptyValue, PASSWORD_MIN_LENGTH, type FormRule, type FormValue } from './rules'

/**
 * The zod checks of the form rules (./rules.ts): each rule becomes a small zod/mini schema of
 * one text (or of the files of a file input), and a field's value passes its rules in order
 * until one fails. zod/mini, loaded when a shopper first touches a form (./load-form-checks.ts):
 * the same small parser the cart's checks use, never part of a page's first script. The checks
 * keep to the parts of zod the cart loads anyway (strings, numbers, regex, min and max): the
 * parser is one chunk with the cart cookie's, so zod's email, URL, file or refine checks would
 * grow what every page with a cart cookie loads.
 *
 * Only `required` fails an empty value: an optional field left empty is valid whatever else it
 * asks for, as TYPO3's validators, vee-validate's rules and HTML's constraint validation treat it.
 */

/** SPEC.md section 5: no leading dot, no double dots, a top-level domain of 2 or more letters. */
const EMAIL = /^(?!\.)(?!.*\.\.)[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,}$/
/** Digits only; Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits count. */
const DIGITS = /^[0-9\u0660-\u0669\u06f0-\u06f9]+$/
/** Any decimal digit of any script: a house number may be written '١٢'. */
const ANY_DIGIT = /\p{Nd}/u
/**
 * Letters by their Unicode case ('Ä' is uppercase); special is anything neither letter, digit
 * nor space. Magento counts character classes in ASCII, and a password passing these passes its
 * default of three classes too.
 */
const LOWERCASE = /\p{Ll}/u
const UPPERCASE = /\p{Lu}/u
const SPECIAL = /[^\p{L}\p{N}\s]/u

/**
 * Characters as a person counts them: with the `u` flag a pattern's `[\s\S]` is one code point,
 * so an emoji is one character, not two UTF-16 units (zod's minLength counts units).
 */
const lengthFrom = (min: number, max = '') => z.regex(new RegExp(`^[\\s\\S]{${min},${max}}$`, 'u'))

/** An http(s) address with a domain name (letters of any script) and no spaces: no javascript:. */
const WEB_ADDRESS = /^https?:\/\/(?:[\p{L}\p{N}-]+\.)+\p{L}{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/iu

/** A decimal number as shoppers in Germany write it too: '4,5' is 4.5; '' is no number (NaN). */
const decimal = (text: string): number =>
  text === '' ? Number.NaN : Number(text.replace(',', '.'))

/** An editor's pattern the browser cannot compile matches everything: TYPO3 checks it anyway. */
const patternOf = (source: string, flags = ''): RegExp | null => {
  try {
    return new RegExp(source, flags)
  } catch {
    return null
  }
}
const matching = (source: string, flags?: string) => {
  const pattern = patternOf(source, flags)
  return pattern ? z.string().check(z.regex(pattern)) : z.string()
}

type ValueSchema = z.ZodMiniType<unknown>

/** Rules on a number: their schema gets the text read as one. */
const NUMBER_RULES = new Set<FormRule['kind']>(['minValue', 'maxValue', 'between'])

/** The schema of one text (or its number) for every rule but required, confirmed and size. */
const valueSchema = (rule: FormRule): ValueSchema | null => {
  switch (rule.kind) {
    case 'regex':
      return matching(rule.pattern, rule.flags)
    case 'minLength':
      return z.string().check(lengthFrom(rule.min))
    case 'maxLength':
      return z.string().check(lengthFrom(0, String(rule.max)))
    case 'minValue':
      return z.number().check(z.minimum(rule.min))
    case 'maxValue':
      return z.number().check(z.maximum(rule.max))
    case 'between':
      return z.number().check(z.minimum(rule.min), z.maximum(rule.max))
    case 'email':
      return z.string().check(z.regex(EMAIL))
    case 'url': {
      const own = rule.pattern === undefined ? null : patternOf(rule.pattern)
      return z.string().check(z.regex(WEB_ADDRESS), ...(own ? [z.regex(own)] : []))
    }
    case 'numeric':
      return z.string().check(z.regex(DIGITS))
    case 'passwordStrength':
      return z
        .string()
        .check(
          z.minLength(PASSWORD_MIN_LENGTH),
          z.regex(LOWERCASE),
          z.regex(UPPERCASE),
          z.regex(ANY_DIGIT),
          z.regex(SPECIAL),
        )
    case 'streetNumber':
      return z.string().check(z.regex(ANY_DIGIT))
    default:
      return null
  }
}

/** Schemas are made once per rule object: a field's rules are checked on every blur. */
const schemas = new WeakMap<FormRule, ValueSchema | null>()
const schemaOf = (rule: FormRule): ValueSchema | null => {
  if (!schemas.has(rule)) schemas.set(rule, valueSchema(rule))
  return schemas.get(rule) ?? null
}

const texts = (value: FormValue): string[] =>
  typeof value === 'string'
    ? [value.trim()]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : []

/** What the rule `size` sees: each chosen file within the size (a kilobyte is 1024 bytes). */
const filesWithin = (value: FormValue, kb: number): boolean =>
  (Array.isArray(value) ? value : []).every(
    (item: string | File) => typeof item === 'string' || item.size <= kb * 1024,
  )

/** Other fields' values, by name, for `confirmed`. */
export type FormValues = Readonly<Record<string, FormValue>>

export const passesRule = (rule: FormRule, value: FormValue, values: FormValues = {}): boolean => {
  if (rule.kind === 'required') return !isEmptyValue(value)
  if (isEmptyValue(value) || typeof value === 'boolean') return true
  if (rule.kind === 'confirmed') return value === (values[rule.target] ?? '')
  if (rule.kind === 'size') return filesWithin(value, rule.kb)
  // A list is measured by how many were chosen (TYPO3's Count), else checked item by item.
  if (Array.isArray(value) && rule.kind === 'minLength') return value.length >= rule.min
  if (Array.isArray(value) && rule.kind === 'maxLength') return value.length <= rule.max
  const schema = schemaOf(rule)
  const input = NUMBER_RULES.has(rule.kind) ? decimal : (text: string) => text
  return !schema || texts(value).every((text) => schema.safeParse(input(text)).success)
}

/** The first of a field's rules its value fails, in the order given; null when it passes all. */
export const firstFailure = (
  rules: readonly FormRule[],
  value: FormValue,
  values: FormValues = {},
): RuleFailure | null => {
  const failed = rules.find((rule) => !passesRule(rule, value, values))
  return failed ? failureOf(failed, Array.isArray(value)) : null
}

/** A form: its fields' rules by field name. */
export type FormRules = Readonly<Record<string, readonly FormRule[]>>

/** Every field of a form checked: the failure of each invalid field, by name. */
export const checkForm = (
  form: FormRules,
  values: FormValues,
): Readonly<Record<string, RuleFailure>> =>
  Object.fromEntries(
    Object.entries(form).flatMap(([name, rules]) => {
      const failure = firstFailure(rules, values[name], values)
      return failure ? [[name, failure]] : []
    }),
  )
