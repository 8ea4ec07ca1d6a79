import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

const controlsOf = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0,
  )

/**
 * Keeps Tab and Shift+Tab inside the dialog: from its last control to its first and back. The
 * page behind takes no focus, and a shopper with a keyboard expects to cycle within the dialog.
 */
const trapTab = (dialog: HTMLDialogElement, event: KeyboardEvent) => {
  const controls = controlsOf(dialog)
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  const outside = !dialog.contains(active)
  if (event.shiftKey && (outside || active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * Shows the <dialog> as a modal while the component is mounted, the WAI-ARIA way rather than
 * with showModal(): the dialog says aria-modal (assistive technology leaves the page behind),
 * covers the whole window as its own dimmed backdrop (no pointer reaches the page), takes the
 * focus and keeps Tab within it, and Escape or a click on the backdrop (which lands on the
 * <dialog> itself; its content is a panel inside) asks `onClose` to close it, so that whoever
 * opened it decides what closing means (the quick view goes back in the history).
 *
 * Why not showModal(): it makes the whole document behind inert, and inertness is computed
 * style, so opening restyles every element of the page in the tap's frame: 30-60 ms with 4x CPU
 * throttling on the listing (docs/benchmarks.md), a third of the drawer's tap-to-paint budget.
 * The dialog must sit outside any containing block of the page (portal to the body,
 * ./ModalDialog.tsx) and above the page's own layers (.ce-modal).
 */
export const useModalDialog = (
  dialog: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
) => {
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.show()
    if (!element.contains(document.activeElement)) controlsOf(element)[0]?.focus()
    const onClick = (event: MouseEvent) => {
      if (event.target === element) close.current()
    }
    // On the document: focus may have left the dialog's controls (a click on its text).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') trapTab(element, event)
      else if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault()
        close.current()
      }
    }
    element.addEventListener('click', onClick)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      element.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKeyDown)
      element.close()
    }
  }, [dialog])
}
