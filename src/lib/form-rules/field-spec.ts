import { FIELD_PURPOSES, type FieldPurposeName } from './field-purposes'
import type { FormRule } from './rules'

/**
 * A field of a form written in code (the account forms): its name, label, purpose and rules in
 * one place, from which both its input (type, autocomplete, HTML constraints) and its checks
 * are made, so the two cannot disagree.
 */
export interface FieldSpec {
  name: string
  label: string
  purpose?: FieldPurposeName
  required?: boolean
  /** Rules besides `required` and those of its purpose, in the order they are checked. */
  rules?: readonly FormRule[]
}

const REQUIRED: FormRule = { kind: 'required' }

/** `required` first, then the purpose's rules, then the field's own. */
export const rulesOfField = (field: FieldSpec): FormRule[] => [
  ...(field.required ? [REQUIRED] : []),
  ...(field.purpose ? FIELD_PURPOSES[field.purpose].rules : []),
  ...(field.rules ?? []),
]

/** The field as useFormValidation checks it. */
export const checkedField = (field: FieldSpec) => ({
  name: field.name,
  label: field.label,
  rules: rulesOfField(field),
})
