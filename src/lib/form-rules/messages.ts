import type { TextKey, Translate } from '../i18n'
import type { FormRule } from './rules'

/**
 * The text of a failed rule. Each rule has a message key (texts in src/lib/texts, German and
 * English, overridable by the CMS); its values ({field}, {min}, …) are filled in here, with
 * single braces as SPEC.md writes them, so editors' texts from TYPO3 read the same. Every key has
 * its text in both languages (the storefront's table), which the CMS's texts override.
 */

/**
 * SPEC.md section 5: the message while no locale message is loaded. The browser's translator
 * answers '' for a text whose file has not arrived (src/app/services/translations.ts; the form
 * awaits the file before it checks, so this is for a file that failed): a failed field must
 * never read as valid.
 */
export const DEFAULT_FORM_MESSAGE = '{field} is not valid.'

/** Keys of the SPEC.md texts keep their names (message.password-strength); the rest are form.message.*. */
const MESSAGE_KEYS = {
  required: 'form.message.required',
  regex: 'form.message.regex',
  minLength: 'form.message.min-length',
  maxLength: 'form.message.max-length',
  minValue: 'form.message.min-value',
  maxValue: 'form.message.max-value',
  between: 'form.message.between',
  confirmed: 'form.message.confirmed',
  email: 'form.message.email',
  url: 'form.message.url',
  numeric: 'form.message.numeric',
  size: 'form.message.size',
  passwordStrength: 'message.password-strength',
  streetNumber: 'form.message.street-must-include-number',
} as const satisfies Record<FormRule['kind'], TextKey>

/** A list's length is how many were chosen, which a text about characters would misname. */
const LIST_KEYS = {
  minLength: 'form.message.min-items',
  maxLength: 'form.message.max-items',
} as const satisfies Record<string, TextKey>

/** A failed rule: the key of its text and the values the text fills in (besides {field}). */
export interface RuleFailure {
  rule: FormRule
  key: TextKey
  params: Readonly<Record<string, string | number>>
}

export const failureOf = (rule: FormRule, list: boolean): RuleFailure => {
  const key =
    list && (rule.kind === 'minLength' || rule.kind === 'maxLength')
      ? LIST_KEYS[rule.kind]
      : MESSAGE_KEYS[rule.kind]
  const params: Record<string, string | number> = {}
  if ('min' in rule) params.min = rule.min
  if ('max' in rule) params.max = rule.max
  if (rule.kind === 'size') params.size = rule.kb
  if (rule.kind === 'confirmed') params.target = rule.targetLabel
  return { rule, key, params }
}

/** Fills `{name}` with its value; an unknown name stays as it is. */
export const fillParams = (
  text: string,
  params: Readonly<Record<string, string | number>>,
): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )

/**
 * The message shown for `failure` on the field labelled `field`: the editor's own wording, else
 * the locale's text for the rule.
 */
export const messageOf = (t: Translate, failure: RuleFailure, field: string): string => {
  const params = { ...failure.params, field }
  if (failure.rule.message) return fillParams(failure.rule.message, params)
  const text = t(failure.key)
  return fillParams(text === '' ? DEFAULT_FORM_MESSAGE : text, params)
}
