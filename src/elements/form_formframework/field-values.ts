import type { FormValue } from '../../lib/form-rules/rules'
import type { FormField } from './form-model'

/**
 * What a field holds right now, read from the form as TYPO3 gets it posted: the fields are the
 * browser's own, uncontrolled (the form works without JavaScript, typing re-renders nothing),
 * and a checkbox comes with its hidden twin, which src/lib's generic reader would not know.
 */
export const valueOf = (form: HTMLFormElement, field: FormField): FormValue => {
  const data = new FormData(form)
  const strings = (name: string) =>
    data.getAll(name).filter((value): value is string => typeof value === 'string')
  switch (field.kind) {
    case 'checkbox':
      // Its hidden twin sends '' when it is not checked, as TYPO3's Fluid checkbox does.
      return strings(field.name).includes(field.value)
    case 'checkboxes':
      return strings(`${field.name}[]`)
    default:
      return strings(field.name)[0] ?? ''
  }
}

/** The field's name without the `[]` a group of checkboxes adds. */
export const fieldNameOf = (controlName: string): string => controlName.replace(/\[\]$/, '')

/** The first control of a field a shopper can focus (not its hidden twin). */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export const focusableControl = (form: HTMLFormElement, field: FormField): Control | null => {
  for (const control of form.elements) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
      if (control instanceof HTMLSelectElement && control.name === field.name) return control
      continue
    }
    if (control.type !== 'hidden' && fieldNameOf(control.name) === field.name) return control
  }
  return null
}
