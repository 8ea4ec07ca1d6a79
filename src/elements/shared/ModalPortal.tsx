import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * A modal dialog's place in the document: the end of the body, where no ancestor of the page
 * (a transform, a containment, an overflow) makes its fixed position relative to it or clips it.
 * Modals open in the browser only (a shopper's tap, an address read after hydration), so the
 * server never renders one.
 */
export function ModalPortal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body)
}
