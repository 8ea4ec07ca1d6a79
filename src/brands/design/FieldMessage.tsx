import type { ReactNode } from 'react'

/**
 * A field's message in a form that announces its messages itself (FormAnnouncer): styled as
 * FieldError, but no alert of its own, so a failed submission is not a burst of alerts, one per
 * field. The control names it in aria-describedby and is read with it when focused.
 */
export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="sf-field__error">
      {children}
    </p>
  )
}
