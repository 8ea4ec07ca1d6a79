import { lenientText } from '../shared/fields'
import type { FieldAttributes, FormField, FormNode, FormOption } from './form-model'
import { rulesOf } from './form-validators'

/**
 * EXT:headless's form `elements` → the nodes the form renders. Each element is
 * `{ type, identifier, name, label, defaultValue, properties, validators }`, Fieldset and GridRow
 * with their children in `elements` (FormDefinitionDecorator). PHP sends an empty `properties` as
 * [], and editors leave most things unset, so every part is read leniently: a broken element is
 * dropped, never the form. https://github.com/TYPO3-Headless/headless (Classes/Form/Decorator)
 */

type Json = Record<string, unknown>
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const record = (value: unknown): Json => (isRecord(value) ? value : {})
const text = (value: unknown): string => lenientText.parse(value)
/** PHP lists arrive as arrays, or as objects when their keys are not 0…n. */
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []

/** TYPO3 element types rendered as an <input> of this type. */
const INPUT_TYPES: Record<string, string> = {
  Text: 'text',
  Email: 'email',
  Telephone: 'tel',
  Url: 'url',
  Number: 'number',
  Password: 'password',
  Date: 'date',
}

const CHOICE_KINDS: Record<string, FormField['kind']> = {
  Textarea: 'textarea',
  Checkbox: 'checkbox',
  MultiCheckbox: 'checkboxes',
  SingleSelect: 'select',
  RadioButton: 'radio',
}

/**
 * Options as `{ value: label }`, as a PHP list of labels (the value is the position), or as
 * `[{ _value, _label }]` / `[{ value, label }]`.
 */
const optionsOf = (value: unknown): FormOption[] => {
  if (isRecord(value)) {
    return Object.entries(value).map(([key, label]) => ({ value: key, label: text(label) }))
  }
  return listOf(value).map((entry, index) =>
    isRecord(entry)
      ? { value: text(entry._value ?? entry.value), label: text(entry._label ?? entry.label) }
      : { value: String(index), label: text(entry) },
  )
}

const positiveInteger = (value: unknown): number | undefined => {
  const n = Number(text(value))
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/** The constraint attributes of `fluidAdditionalAttributes` the browser checks itself. */
const attributesOf = (extra: Json): FieldAttributes => {
  const attributes: FieldAttributes = {}
  const minLength = positiveInteger(extra.minlength)
  const maxLength = positiveInteger(extra.maxlength)
  if (minLength !== undefined) attributes.minLength = minLength
  if (maxLength !== undefined) attributes.maxLength = maxLength
  for (const key of ['min', 'max', 'step', 'pattern'] as const) {
    const value = text(extra[key])
    if (value) attributes[key] = value
  }
  const autoComplete = text(extra.autocomplete)
  if (autoComplete) attributes.autoComplete = autoComplete
  return attributes
}

const defaultValuesOf = (value: unknown): string[] =>
  Array.isArray(value) || isRecord(value)
    ? listOf(value).map(text)
    : text(value)
      ? [text(value)]
      : []

const fieldOf = (element: Json, base: { identifier: string; name: string; label: string }) => {
  const type = text(element.type)
  const properties = record(element.properties)
  const extra = record(properties.fluidAdditionalAttributes)
  const inputType = INPUT_TYPES[type] ?? ''
  const rules = rulesOf(element, properties, Boolean(text(extra.required)))
  if (inputType === 'email' && !rules.some((rule) => rule.kind === 'email'))
    rules.push({ kind: 'email' })
  const field: FormField = {
    kind: inputType ? 'input' : (CHOICE_KINDS[type] ?? 'input'),
    type,
    ...base,
    description: text(properties.elementDescription),
    inputType,
    placeholder: text(extra.placeholder),
    defaultValue: Array.isArray(element.defaultValue) ? '' : text(element.defaultValue),
    defaultValues: defaultValuesOf(element.defaultValue),
    value: text(properties.value) || '1',
    options: optionsOf(properties.options),
    prependOptionLabel: text(properties.prependOptionLabel),
    required: rules.some((rule) => rule.kind === 'required'),
    attributes: attributesOf(extra),
    rules,
  }
  return field
}

/** One element of the definition, or null when it has no type or identifier. */
const nodeOf = (value: unknown, formId: string): FormNode | null => {
  if (!isRecord(value)) return null
  const type = text(value.type)
  const identifier = text(value.identifier)
  if (!type || !identifier) return null
  const label = text(value.label)
  const name = text(value.name) || `tx_form_formframework[${formId}][${identifier}]`
  const properties = record(value.properties)
  if (type === 'Fieldset' || type === 'GridRow') {
    const children = formNodesOf(value.elements ?? value.renderables, formId)
    return { kind: 'group', type, identifier, label, children }
  }
  if (type === 'Hidden')
    return { kind: 'hidden', identifier, name, value: text(value.defaultValue) }
  if (type === 'Honeypot') {
    const hidden = properties.renderAsHiddenField === true || properties.renderAsHiddenField === 1
    return { kind: 'honeypot', identifier, name, hidden }
  }
  if (type === 'StaticText') {
    return { kind: 'static-text', identifier, label, text: text(properties.text) }
  }
  if (type in INPUT_TYPES || type in CHOICE_KINDS) {
    return fieldOf(value, { identifier, name, label })
  }
  return { kind: 'unsupported', type, identifier, label }
}

export const formNodesOf = (value: unknown, formId: string): FormNode[] =>
  listOf(value)
    .map((entry) => nodeOf(entry, formId))
    .filter((node) => node !== null)
