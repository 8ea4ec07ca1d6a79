import { Field, type FieldControlProps, type FieldProps } from './Field'

/** − and + around the input; each says what it does and may be unavailable at the limits. */
export interface QuantitySteps {
  decreaseLabel: string
  increaseLabel: string
  /** aria-disabled rather than disabled, so that focus stays on the button. */
  canDecrease: boolean
  canIncrease: boolean
  onStep: (by: -1 | 1) => void
}

export interface QuantityFieldProps extends Omit<FieldProps, 'children' | 'controlClassName'> {
  /** The field's text, which may be anything typed; the caller checks it before using it. */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  min?: number
  max: number
  disabled?: boolean
  /** With steps: the stepper (− input +, with spin buttons hidden). Without: a plain input. */
  steps?: QuantitySteps
}

/**
 * A whole-number quantity, as a Field: a numeric input (numeric keyboard on phones) with min,
 * max and step 1, on its own or between − and + buttons. The buttons carry the field's
 * describedBy too, so each of many says which product it changes.
 */
export function QuantityField({
  value,
  onChange,
  onBlur,
  min = 1,
  max,
  disabled,
  steps,
  ...field
}: QuantityFieldProps) {
  const input = (control: FieldControlProps, className: string) => (
    <input
      {...control}
      className={className}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  )
  if (!steps) {
    return (
      <Field {...field}>
        {(control) => input(control, `${control.className} sf-field__input--quantity`)}
      </Field>
    )
  }
  const step = (by: -1 | 1, label: string, can: boolean) => (
    <button
      type="button"
      className="sf-quantity__button"
      aria-label={label}
      aria-describedby={field.describedBy}
      aria-disabled={!can || undefined}
      onClick={() => steps.onStep(by)}
    >
      <span aria-hidden="true">{by < 0 ? '−' : '+'}</span>
    </button>
  )
  return (
    <Field {...field}>
      {(control) => (
        <div className="sf-quantity">
          {step(-1, steps.decreaseLabel, steps.canDecrease)}
          {input(control, 'sf-quantity__input')}
          {step(1, steps.increaseLabel, steps.canIncrease)}
        </div>
      )}
    </Field>
  )
}
