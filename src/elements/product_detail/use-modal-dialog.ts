import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * Keeps Tab and Shift+Tab inside a modal: from its last control to its first and back. A modal
 * <dialog> makes the page behind it inert, but Tab would still leave the document for the
 * browser's own controls; a shopper with a keyboard expects to cycle within the dialog.
 */
const trapTab = (dialog: HTMLDialogElement, event: KeyboardEvent) => {
  if (event.key !== 'Tab') return
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * Shows the <dialog> as a modal while the component is mounted (the page behind inert, focus
 * inside), keeps Tab within it, and asks `onClose` to close it on Escape and on a click on the
 * backdrop (which lands on the <dialog> itself; its content is a panel inside), so that whoever
 * opened it decides what closing means (the quick view goes back in the history).
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
    if (!element.open) element.showModal()
    const onCancel = (event: Event) => {
      event.preventDefault()
      close.current()
    }
    const onClick = (event: MouseEvent) => {
      if (event.target === element) close.current()
    }
    const onKeyDown = (event: KeyboardEvent) => trapTab(element, event)
    element.addEventListener('cancel', onCancel)
    element.addEventListener('click', onClick)
    element.addEventListener('keydown', onKeyDown)
    return () => {
      element.removeEventListener('cancel', onCancel)
      element.removeEventListener('click', onClick)
      element.removeEventListener('keydown', onKeyDown)
      element.close()
    }
  }, [dialog])
}
