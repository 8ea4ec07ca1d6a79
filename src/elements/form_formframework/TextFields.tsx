import type { ReactNode } from 'react'
import { Field, type FieldControlProps } from '../../brands/design/Field'
import { FieldMessage } from '../../brands/design/FieldMessage'
import { useDomId } from '../../lib/dom-id'
import type { FormField } from './form-model'

export interface FieldViewProps {
  field: FormField
  /** The field's message, '' when it is valid. */
  error: string
}

/** The label's text with the required marker; `required` on the control tells screen readers. */
export function LabelText({ field }: { field: FormField }) {
  return (
    <>
      {field.label || field.placeholder || field.identifier}
      {field.required && (
        <span className="ce-form__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  )
}

/** The editor's help text, which the control is described by. */
export function Description({ id, children }: { id: string; children: string }) {
  return children ? (
    <p id={id} className="ce-form__description">
      {children}
    </p>
  ) : null
}

/** Label, control, help text and message of a text input, textarea or select (Field). */
function LabelledField({
  field,
  error,
  control,
}: FieldViewProps & { control: (props: ReturnType<typeof controlProps>) => ReactNode }) {
  const id = useDomId('field', field.identifier)
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  return (
    <Field
      id={id}
      label={<LabelText field={field} />}
      // The message follows, silent: the form's FormAnnouncer speaks it.
      invalid={error !== ''}
      errorId={errorId}
      className={`ce-form__field ce-form__field--${field.type.toLowerCase()}`}
      {...(field.description ? { describedBy: descriptionId } : {})}
    >
      {(props) => (
        <>
          {control(controlProps(field, props))}
          <Description id={descriptionId}>{field.description}</Description>
          {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
        </>
      )}
    </Field>
  )
}

/** What every control of a field carries: Field's wiring, its name and its required flag. */
const controlProps = (field: FormField, wiring: FieldControlProps) => ({
  ...wiring,
  name: field.name,
  required: field.required,
})

export function InputField(props: FieldViewProps) {
  const { field } = props
  return (
    <LabelledField
      {...props}
      control={(control) => (
        <input
          {...control}
          {...field.attributes}
          type={field.inputType || 'text'}
          defaultValue={field.defaultValue}
          placeholder={field.placeholder || undefined}
        />
      )}
    />
  )
}

export function TextareaField(props: FieldViewProps) {
  const { field } = props
  const { minLength, maxLength } = field.attributes
  return (
    <LabelledField
      {...props}
      control={(control) => (
        <textarea
          {...control}
          rows={5}
          minLength={minLength}
          maxLength={maxLength}
          defaultValue={field.defaultValue}
          placeholder={field.placeholder || undefined}
        />
      )}
    />
  )
}

export function SelectField(props: FieldViewProps) {
  const { field } = props
  return (
    <LabelledField
      {...props}
      control={(control) => (
        <select {...control} defaultValue={field.defaultValue}>
          {field.prependOptionLabel && <option value="">{field.prependOptionLabel}</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}
