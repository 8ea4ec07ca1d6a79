import type { HTMLInputTypeAttribute } from 'react'
import { useDomId } from '../../lib/dom-id'
import { FIELD_PURPOSES } from '../../lib/form-rules/field-purposes'
import { rulesOfField, type FieldSpec } from '../../lib/form-rules/field-spec'
import { nativeConstraints } from '../../lib/form-rules/native-constraints'
import { Field } from './Field'
import { FieldMessage } from './FieldMessage'

export interface TextFieldProps {
  field: FieldSpec
  /** The field's message from useFormValidation; '' while it is valid. */
  message?: string
  /** What the server rendered into the field (an address being edited). */
  defaultValue?: string
  /** Overrides the purpose's input type. */
  type?: HTMLInputTypeAttribute
  /** Help text, read after the message. */
  description?: string
}

/**
 * A labelled text input of a form written in code (the account forms). It is uncontrolled: the
 * browser owns what is typed, so the server-rendered form works and posts natively before the
 * page's code runs, and nothing typed is lost to a render or to hydration. Its purpose gives the
 * input type and the autocomplete token (username, current-password, new-password,
 * address-line1, postal-code …); its rules give the HTML constraints the browser checks until
 * the form's own checks (useFormValidation) have loaded. A message is tied to the input by
 * aria-invalid and aria-describedby, and announced by the form's FormAnnouncer.
 */
export function TextField({
  field,
  message = '',
  defaultValue,
  type,
  description,
}: TextFieldProps) {
  const id = useDomId('field', field.name)
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const purpose = field.purpose ? FIELD_PURPOSES[field.purpose] : undefined
  return (
    <Field
      id={id}
      label={
        <>
          {field.label}
          {field.required && <span aria-hidden="true">{' *'}</span>}
        </>
      }
      // The message follows the input here, silent: the form's FormAnnouncer speaks it.
      invalid={message !== ''}
      errorId={errorId}
      {...(description ? { describedBy: descriptionId } : {})}
    >
      {(control) => (
        <>
          <input
            {...control}
            {...nativeConstraints(rulesOfField(field))}
            name={field.name}
            type={type ?? purpose?.type ?? 'text'}
            autoComplete={purpose?.autoComplete}
            defaultValue={defaultValue}
          />
          {message && <FieldMessage id={errorId}>{message}</FieldMessage>}
          {description && (
            <p id={descriptionId} className="sf-field__description">
              {description}
            </p>
          )}
        </>
      )}
    </Field>
  )
}
