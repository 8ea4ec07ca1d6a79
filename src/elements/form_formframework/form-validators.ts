import type { FormRule } from '../../lib/form-rules'
import { lenientText } from '../shared/fields'

/**
 * TYPO3 EXT:form validators → the form rules of SPEC.md section 5. Validators the browser cannot
 * check (file size, MIME type, date ranges) are left to TYPO3, which validates every submission.
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

const ruleOf = (validator: Json, byCode: Map<number, string>): FormRule | null => {
  const identifier = text(validator.identifier)
  const options = isRecord(validator.options) ? validator.options : {}
  const message = messageOf(validator, identifier, byCode)
  const min = numberOrNull(options.minimum)
  const max = numberOrNull(options.maximum)
  switch (identifier) {
    case 'NotEmpty':
      return { kind: 'required', message }
    case 'EmailAddress':
      return { kind: 'email', message }
    case 'StringLength':
    case 'Count':
      return { kind: 'length', min, max, message }
    case 'NumberRange':
      return { kind: 'range', min, max, message }
    case 'RegularExpression': {
      const pattern = toPattern(options.regularExpression)
      return pattern && { kind: 'pattern', ...pattern, message }
    }
    case 'Integer':
      return { kind: 'integer', message }
    case 'Float':
      return { kind: 'number', message }
    case 'Alphanumeric':
      return { kind: 'alphanumeric', message }
    default:
      return null
  }
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
  const rules = validators
    .map((validator) => ruleOf(validator, byCode))
    .filter((rule) => rule !== null)
  const required = rules.filter((rule) => rule.kind === 'required').slice(0, 1)
  if (required.length === 0 && requiredAttribute) required.push({ kind: 'required', message: '' })
  return [...required, ...rules.filter((rule) => rule.kind !== 'required')]
}
