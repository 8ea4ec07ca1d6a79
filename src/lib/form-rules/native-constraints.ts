import { PASSWORD_MIN_LENGTH, type FormRule } from './rules'

/**
 * The part of a field's rules HTML can check by itself: the attributes that let a server-rendered
 * form guard its native POST before the page's code runs (and whenever the checks of
 * ./check-value.ts have not loaded). What HTML cannot say (confirmed, size) waits for them.
 * https://html.spec.whatwg.org/multipage/input.html#the-pattern-attribute
 */
export interface NativeConstraints {
  required?: boolean
  minLength?: number
  maxLength?: number
  min?: number
  max?: number
  /** Matched against the whole value, with the `v` flag; one the browser cannot read is ignored. */
  pattern?: string
}

/** At least one of each class the password rule asks for, as one HTML pattern. */
const PASSWORD_PATTERN = '(?=.*\\p{Ll})(?=.*\\p{Lu})(?=.*\\p{Nd})(?=.*[^\\p{L}\\p{N}\\s]).*'

export const nativeConstraints = (rules: readonly FormRule[]): NativeConstraints => {
  const constraints: NativeConstraints = {}
  for (const rule of rules) {
    switch (rule.kind) {
      case 'required':
        constraints.required = true
        break
      case 'minLength':
        constraints.minLength = rule.min
        break
      case 'maxLength':
        constraints.maxLength = rule.max
        break
      case 'minValue':
        constraints.min = rule.min
        break
      case 'maxValue':
        constraints.max = rule.max
        break
      case 'between':
        constraints.min = rule.min
        constraints.max = rule.max
        break
      // A pattern with flags means something else to HTML, which has none.
      case 'regex':
        if (rule.flags === '') constraints.pattern = rule.pattern
        break
      case 'passwordStrength':
        constraints.minLength = Math.max(constraints.minLength ?? 0, PASSWORD_MIN_LENGTH)
        constraints.pattern = PASSWORD_PATTERN
        break
      case 'streetNumber':
        constraints.pattern = '.*\\p{Nd}.*'
        break
      default:
        break
    }
  }
  return constraints
}
