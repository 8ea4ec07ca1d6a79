/**
 * The form rules of SPEC.md section 5, as plain checks without a parser: they run in the browser
 * when a shopper leaves a field or submits a form, and each form's code is a chunk of its own.
 * A rule names what it checks; `message` is the editor's own wording for its failure ('' when
 * there is none: the form shows the default, '{field} is not valid.').
 *
 * Only `required` fails an empty value: an optional field left empty is valid whatever else it
 * asks for, as TYPO3's validators (and HTML's constraint validation) treat it.
 */
export type FormRule =
  | { kind: 'required'; message: string }
  | { kind: 'email'; message: string }
  | { kind: 'length'; min: number | null; max: number | null; message: string }
  | { kind: 'range'; min: number | null; max: number | null; message: string }
  | { kind: 'pattern'; source: string; flags: string; message: string }
  | { kind: 'integer' | 'number' | 'numeric' | 'alphanumeric'; message: string }

/** A checkbox is its checked state, a group of checkboxes the values checked. */
export type FormValue = string | readonly string[] | boolean

/** No leading dot, no double dots, a domain with a top-level domain of at least two letters. */
const EMAIL = /^[^\s@.][^\s@]*@(?:[^\s@.]+\.)+[A-Za-z]{2,}$/
/** Digits only; Arabic-Indic and Eastern Arabic-Indic digits count as digits (SPEC.md 5). */
const DIGITS = /^[0-9\u0660-\u0669\u06f0-\u06f9]+$/
const INTEGER = /^[+-]?\d+$/
const ALPHANUMERIC = /^[\p{L}\p{N}]+$/u

const isEmpty = (value: FormValue): boolean => {
  if (typeof value === 'boolean') return !value
  return typeof value === 'string' ? value.trim() === '' : value.length === 0
}

/** A decimal number as editors and shoppers in Germany write it too: '4,5' is 4.5. */
const toNumber = (value: string): number =>
  value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'))

const within = (n: number, min: number | null, max: number | null): boolean =>
  (min === null || n >= min) && (max === null || n <= max)

/** Whether a pattern matches; one the browser cannot compile is left to the server. */
const matches = (source: string, flags: string, value: string): boolean => {
  try {
    return new RegExp(source, flags).test(value)
  } catch {
    return true
  }
}

const checkText = (rule: FormRule, value: string): boolean => {
  switch (rule.kind) {
    case 'required':
      return true
    case 'email':
      return EMAIL.test(value.trim()) && !value.includes('..')
    case 'length':
      return within([...value].length, rule.min, rule.max)
    case 'range':
      return within(toNumber(value), rule.min, rule.max)
    case 'pattern':
      return matches(rule.source, rule.flags, value)
    case 'integer':
      return INTEGER.test(value.trim())
    case 'number':
      return Number.isFinite(toNumber(value))
    case 'numeric':
      return DIGITS.test(value.trim())
    case 'alphanumeric':
      return ALPHANUMERIC.test(value)
  }
}

/** Whether `value` passes `rule`. */
export const passesRule = (rule: FormRule, value: FormValue): boolean => {
  if (rule.kind === 'required') return !isEmpty(value)
  if (isEmpty(value)) return true
  if (typeof value === 'boolean') return true
  if (typeof value === 'string') return checkText(rule, value)
  // A list is checked by its count for length (TYPO3's Count validator), else item by item.
  if (rule.kind === 'length') return within(value.length, rule.min, rule.max)
  return value.every((item) => checkText(rule, item))
}

/** The first rule `value` fails, or null when it passes them all. */
export const firstFailedRule = (rules: readonly FormRule[], value: FormValue): FormRule | null =>
  rules.find((rule) => !passesRule(rule, value)) ?? null

/** SPEC.md section 5: the message when the locale has none of its own. */
export const DEFAULT_FORM_MESSAGE = '{field} is not valid.'

/** A message with its field's name filled in (single braces, as SPEC.md writes them). */
export const fillFieldName = (message: string, field: string): string =>
  message.replaceAll('{field}', field)
