import type { ReactNode } from 'react'

/**
 * How a field's label looks: `quiet` (small, muted: the usual), `strong` (a bold title over
 * the control, e.g. one field alone in a panel) or `hidden` (read by screen readers only, where
 * the control explains itself, as the quantity between − and +).
 */
export const FIELD_LABEL_LOOKS = ['quiet', 'strong', 'hidden'] as const
export type FieldLabelLook = (typeof FIELD_LABEL_LOOKS)[number]

/** The label classes, also for a <legend> that titles a group of fields the same way. */
export const fieldLabelClassName = (look: FieldLabelLook = 'quiet'): string =>
  look === 'hidden' ? 'visually-hidden' : `sf-field__label sf-field__label--${look}`

/** What the control must carry so that the label names it and the error describes it. */
export interface FieldControlProps {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldProps {
  /** The control's id, which the label points at. */
  id: string
  label: ReactNode
  labelLook?: FieldLabelLook
  /** The error message; while there is one the control is invalid and described by it. */
  error?: ReactNode
  /**
   * Invalid although this field shows no message: the message is a FieldError elsewhere (one
   * for a group of fields) with the id `errorId`.
   */
  invalid?: boolean
  /** The error's id; `${id}-error` unless given. */
  errorId?: string
  /** Ids of further descriptions of the control (the product it is for), read after the error. */
  describedBy?: string
  /** `stacked`: label above the control. `inline`: label, control and addon in one wrapping row. */
  layout?: 'stacked' | 'inline'
  className?: string
  /** Extra classes of the control, after `sf-field__input`. */
  controlClassName?: string
  /** Beside the control, e.g. the button that submits it. */
  addon?: ReactNode
  /** Renders the control (input, select, or a group around one) with the given props spread. */
  children: (control: FieldControlProps) => ReactNode
}

/** An error message for one field or a group; role="alert" so that it is announced at once. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="sf-field__error" role="alert">
      {children}
    </p>
  )
}

/**
 * Label, control and error message of a form field, wired together: the label names the control
 * (for/id), and while invalid the control has aria-invalid and is described by the error (then by
 * `describedBy`). The control is the caller's, so any input or select fits; QuantityField is one.
 */
export function Field({
  id,
  label,
  labelLook = 'quiet',
  error,
  invalid = false,
  errorId = `${id}-error`,
  describedBy,
  layout = 'stacked',
  className,
  controlClassName,
  addon,
  children,
}: FieldProps) {
  const hasError = Boolean(error) || invalid
  const control = children({
    id,
    className: ['sf-field__input', controlClassName].filter(Boolean).join(' '),
    'aria-invalid': hasError || undefined,
    'aria-describedby': [hasError && errorId, describedBy].filter(Boolean).join(' ') || undefined,
  })
  return (
    <div className={['sf-field', `sf-field--${layout}`, className].filter(Boolean).join(' ')}>
      <label className={fieldLabelClassName(labelLook)} htmlFor={id}>
        {label}
      </label>
      {/* Stacked, a control with an addon shares a row; inline, everything is one row already. */}
      {addon && layout === 'stacked' ? (
        <div className="sf-field__row">
          {control}
          {addon}
        </div>
      ) : (
        <>
          {control}
          {addon}
        </>
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}
