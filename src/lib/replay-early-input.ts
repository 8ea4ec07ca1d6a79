/** Whether the shopper changed a form field since the server rendered it (its default). */
const changedSinceServer = (element: Element): boolean => {
  // The default choice is the option with the `selected` attribute (what defaultSelected
  // reflects), else the first.
  if (element instanceof HTMLSelectElement)
    return (
      element.selectedIndex !==
      Math.max(
        0,
        [...element.options].findIndex((option) => option.hasAttribute('selected')),
      )
    )
  if (
    element instanceof HTMLInputElement &&
    (element.type === 'checkbox' || element.type === 'radio')
  )
    return element.checked !== element.defaultChecked
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
    return element.value !== element.defaultValue
  return false
}

/**
 * Text typed or a choice made before the page hydrated: the field shows it, but the component's
 * state still holds what the server rendered, and preact (the browser's React) does not look at
 * a field's value when it hydrates. Each changed field gets the input and change events its
 * handlers listen to, so the state takes the value over. Call right after hydrating. Browser
 * only, and for preact: React's value tracker would take such an event for no change.
 */
export const replayEarlyInput = (root: HTMLElement): void => {
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (!changedSinceServer(field)) continue
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
}
