import type { FormRule } from '../../lib/form-rules/rules'
import { lenientText } from '../shared/fields'

/**
 * TYPO3 EXT:form validators → the shared form rules of SPEC.md section 5 (src/lib/form-rules),
 * the same the account forms use. TYPO3's Integer, Float and Alphanumeric are regex rules here;
 * validators of fields the storefront does not render (FileSize, MimeType of FileUpload) and
 * date ranges are left to TYPO3, which validates every submission.
 * https://docs.typo3.org/c/typo3/cms-form/main/en-us/I/Config/proto/formElements/validators/Index.html
 */

type Json = Record<string, unknown>
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => lenientText.parse(value)

const numberOrNull = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

/**
 * The codes of each validator's failures: where an editor's message for them is found in
 * `properties.validationErrorMessages` when the validator names no message itself.
 */
const ERROR_CODES: Record<string, number[]> = {
  NotEmpty: [1221560910, 1221560718, 1347992400, 1347992453],
  StringLength: [1238110957, 1269883975, 1428504122, 1238108068, 1238108069],
  EmailAddress: [1221559976],
  RegularExpression: [1221565130],
  NumberRange: [1221563685, 1221561046],
  Integer: [1221560494],
  Float: [1221560288],
  Alphanumeric: [1221551320],
  Count: [1475002976, 1475002994],
}

/** The messages editors set per error code, `[{ code, message }]`. */
const messagesByCode = (properties: Json): Map<number, string> => {
  const list = Array.isArray(properties.validationErrorMessages)
    ? properties.validationErrorMessages
    : []
  const messages = new Map<number, string>()
  for (const entry of list) {
    if (!isRecord(entry)) continue
    const code = numberOrNull(entry.code)
    const message = text(entry.message)
    if (code !== null && message) messages.set(code, message)
  }
  return messages
}

/**
 * A validator's own `errorMessage` (EXT:headless translates it; a bare number is an untranslated
 * code), else the editor's message for its code.
 */
const messageOf = (validator: Json, identifier: string, byCode: Map<number, string>): string => {
  const own = text(validator.errorMessage)
  if (own && !/^\d+$/.test(own)) return own
  const codes = [numberOrNull(validator.code), ...(ERROR_CODES[identifier] ?? [])]
  for (const code of codes) {
    const message = code === null ? undefined : byCode.get(code)
    if (message) return message
  }
  return ''
}

/** JavaScript understands these PHP flags alike; 'D' only narrows `$`, which JS `$` does too. */
const JS_FLAGS = /^[imsu]*$/

/**
 * A RegularExpression validator's pattern: EXT:headless's `{ expression, flags }` (from
 * FERegularExpression) as it is, or a PHP pattern with its delimiters, '/^\d{5}$/i'. A pattern
 * JavaScript reads differently (PHP-only flags) or cannot compile is left to TYPO3.
 */
export const toPattern = (value: unknown): { source: string; flags: string } | null => {
  let source: string
  let flags: string
  if (isRecord(value)) {
    source = text(value.expression)
    flags = text(value.flags)
  } else {
    const raw = text(value)
    const open = raw[0] ?? ''
    const close = { '(': ')', '{': '}', '[': ']', '<': '>' }[open] ?? open
    const end = raw.lastIndexOf(close)
    if (!open || /[\w\s\\]/.test(open) || end < 1) return null
    source = raw.slice(1, end)
    flags = raw.slice(end + 1).replace('D', '')
  }
  if (!source || !JS_FLAGS.test(flags)) return null
  try {
    new RegExp(source, flags)
  } catch {
    return null
  }
  return { source, flags }
}

/** TYPO3 checks the browser has no rule of its own for, as the patterns they mean. */
const INTEGER = { pattern: '^[+-]?\\d+$', flags: '' }
/** A decimal, with a point or (as German forms are filled in) a comma. */
const FLOAT = { pattern: '^[+-]?(?:\\d+(?:[.,]\\d*)?|[.,]\\d+)(?:[eE][+-]?\\d+)?$', flags: '' }
const ALPHANUMERIC = { pattern: '^[\\p{L}\\p{N}]+$', flags: 'u' }

/** A TYPO3 validator's rules (StringLength may be two: a minimum and a maximum). */
const rulesOfValidator = (validator: Json, byCode: Map<number, string>): FormRule[] => {
  const identifier = text(validator.identifier)
  const options = isRecord(validator.options) ? validator.options : {}
  const message = messageOf(validator, identifier, byCode)
  const withMessage = (rule: FormRule): FormRule => (message ? { ...rule, message } : rule)
  const min = numberOrNull(options.minimum)
  const max = numberOrNull(options.maximum)
  const rules: FormRule[] = []
  switch (identifier) {
    case 'NotEmpty':
      rules.push({ kind: 'required' })
      break
    case 'EmailAddress':
      rules.push({ kind: 'email' })
      break
    // Count is StringLength of a group of checkboxes: a list is measured by its entries.
    case 'StringLength':
    case 'Count':
      if (min !== null && min > 0) rules.push({ kind: 'minLength', min })
      if (max !== null) rules.push({ kind: 'maxLength', max })
      break
    case 'NumberRange':
      if (min !== null && max !== null) rules.push({ kind: 'between', min, max })
      else if (min !== null) rules.push({ kind: 'minValue', min })
      else if (max !== null) rules.push({ kind: 'maxValue', max })
      break
    case 'RegularExpression': {
      const pattern = toPattern(options.regularExpression)
      if (pattern) rules.push({ kind: 'regex', pattern: pattern.source, flags: pattern.flags })
      break
    }
    case 'Integer':
      rules.push({ kind: 'regex', ...INTEGER })
      break
    case 'Float':
      rules.push({ kind: 'regex', ...FLOAT })
      break
    case 'Alphanumeric':
      rules.push({ kind: 'regex', ...ALPHANUMERIC })
      break
  }
  return rules.map(withMessage)
}

/**
 * A field's rules: `required` first (a NotEmpty validator, or the required attribute the form
 * editor sets with it), then the others in the editor's order.
 */
export const rulesOf = (
  element: Json,
  properties: Json,
  requiredAttribute: boolean,
): FormRule[] => {
  const byCode = messagesByCode(properties)
  const validators = Array.isArray(element.validators) ? element.validators.filter(isRecord) : []
  const rules = validators.flatMap((validator) => rulesOfValidator(validator, byCode))
  const required = rules.filter((rule) => rule.kind === 'required').slice(0, 1)
  if (required.length === 0 && requiredAttribute) required.push({ kind: 'required' })
  return [...required, ...rules.filter((rule) => rule.kind !== 'required')]
}
