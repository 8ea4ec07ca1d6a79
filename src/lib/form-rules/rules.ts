/**
 * The form rules of SPEC.md section 5 as data: what a field asks for, serialisable, so a rule can
 * come from the CMS (a TYPO3 validator, cached with the page as JSON) as well as from code (the
 * account forms). ./check-value.ts turns a rule into its zod check; ./messages.ts into its text.
 * No zod here: the rules are read while a form renders, their checks load when a shopper acts.
 *
 * `message` is an editor's own wording for a failure; without one the locale's text for the
 * rule's key is shown (./messages.ts).
 */
export type FormRule = RuleShape & { message?: string }

type RuleShape =
  /** Fails on an empty value: '', only spaces, null, false (an unchecked box), an empty list. */
  | { kind: 'required' }
  /** JavaScript pattern source and flags; an editor's pattern the browser cannot read passes. */
  | { kind: 'regex'; pattern: string; flags: string }
  /** In characters (code points, not UTF-16 units); for a list: how many are chosen. */
  | { kind: 'minLength'; min: number }
  | { kind: 'maxLength'; max: number }
  /** A number, a decimal comma read as a point ('4,5'). */
  | { kind: 'minValue'; min: number }
  | { kind: 'maxValue'; max: number }
  | { kind: 'between'; min: number; max: number }
  /** Equals the value of the field named `target` ('password' for 'password_confirmation'). */
  | { kind: 'confirmed'; target: string; targetLabel: string }
  | { kind: 'email' }
  /** An http(s) URL; with `pattern`, which it must also match. */
  | { kind: 'url'; pattern?: string }
  /** Digits only; Arabic-Indic and Eastern Arabic-Indic digits are digits too. */
  | { kind: 'numeric' }
  /** Each chosen file at most `kb` kilobytes (1024 bytes). */
  | { kind: 'size'; kb: number }
  /** 8 or more characters with a lowercase and an uppercase letter, a digit and a special one. */
  | { kind: 'passwordStrength' }
  /** A street with its house number: the value holds a digit. */
  | { kind: 'streetNumber' }

export type FormRuleKind = FormRule['kind']

/**
 * What a field holds, as its form would post it: a text, a checkbox's checked state, a list (a
 * group of checkboxes, a multiple select) or the files of a file input.
 */
export type FormValue = string | boolean | readonly (string | File)[] | null | undefined

/** The minimum length SPEC.md section 9 sets for passwords. */
export const PASSWORD_MIN_LENGTH = 8

/** SPEC.md section 5: empty is '', whitespace, null, false or an empty list. */
export const isEmptyValue = (value: FormValue): boolean => {
  if (value === null || value === undefined || value === false) return true
  if (value === true) return false
  return typeof value === 'string' ? value.trim() === '' : value.length === 0
}
