import type { FormValue } from './rules'

/**
 * What a field holds right now, read from its form as the form would post it: the controls are
 * the browser's own, uncontrolled (the form works before the page's code runs, typing re-renders
 * nothing, and what was typed before hydration stays typed). A single checkbox is whether it is
 * checked, a file input its files, several controls of one name (checkboxes, a multiple select)
 * the list of their values, anything else its one text.
 */
export const readValue = (form: HTMLFormElement, name: string): FormValue => {
  const control = form.elements.namedItem(name)
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked
  // Not FormData: an input without a file posts an empty one, which is no file chosen.
  if (control instanceof HTMLInputElement && control.type === 'file')
    return [...(control.files ?? [])]
  const entries = new FormData(form).getAll(name)
  if (control instanceof HTMLSelectElement && control.multiple) return entries
  if (control instanceof RadioNodeList && isCheckboxGroup(control)) return entries
  const [first] = entries
  return typeof first === 'string' ? first : ''
}

const isCheckboxGroup = (list: RadioNodeList): boolean =>
  [...list].every((node) => node instanceof HTMLInputElement && node.type === 'checkbox')
