/**
 * What closes the header's <details> menus once one was opened (./use-dismissable-details.ts):
 * a click outside or on a link inside (client navigation does not reload the page), focus
 * moving out (an open phone menu would cover what has focus: WCAG 2.2 2.4.11), and Escape,
 * which closes the innermost one and returns focus to its <summary> (WAI-ARIA disclosure), or,
 * pressed with focus elsewhere, closes every open one and leaves focus where it is.
 */
export const watchDetails = (root: HTMLElement): (() => void) => {
  const openDetails = () => [...root.querySelectorAll('details[open]')]

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const followsLink = Boolean(target?.closest('a'))
    for (const details of openDetails()) {
      if (!target || !details.contains(target) || followsLink) details.removeAttribute('open')
    }
  }

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target instanceof Node ? event.target : null
    if (!target) return
    for (const details of openDetails()) {
      if (!details.contains(target)) details.removeAttribute('open')
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const focused = document.activeElement
    const open = openDetails()
    const withFocus = open.filter((details) => focused && details.contains(focused))
    const innermost = withFocus.at(-1)
    if (!innermost) {
      for (const details of open) details.removeAttribute('open')
      return
    }
    innermost.removeAttribute('open')
    innermost.querySelector('summary')?.focus()
  }

  document.addEventListener('click', onClick)
  document.addEventListener('focusin', onFocusIn)
  document.addEventListener('keydown', onKeyDown)
  return () => {
    document.removeEventListener('click', onClick)
    document.removeEventListener('focusin', onFocusIn)
    document.removeEventListener('keydown', onKeyDown)
  }
}
