import { useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useModalDialog } from './use-modal-dialog'

/**
 * A modal dialog (the quick view, the listing's filter drawer): its backdrop, its panel, and its
 * place at the end of the body, where no ancestor of the page (a transform, a containment, an
 * overflow) makes its fixed position relative to it or clips it. Modals open in the browser only
 * (a shopper's tap, an address read after hydration), so the server never renders one.
 */
export function ModalDialog({
  className,
  panelClassName,
  labelledBy,
  onClose,
  children,
}: {
  /** The dialog's own class beside .ce-modal, and its panel's beside .ce-modal__panel. */
  className: string
  panelClassName: string
  /** The id of the element that names the dialog. */
  labelledBy: string
  onClose: () => void
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useModalDialog(dialog, onClose)
  return createPortal(
    <dialog
      ref={dialog}
      className={`ce-modal ${className}`}
      aria-modal="true"
      aria-labelledby={labelledBy}
    >
      <div className={`ce-modal__panel ${panelClassName}`}>{children}</div>
    </dialog>,
    document.body,
  )
}
