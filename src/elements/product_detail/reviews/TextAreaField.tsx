import { Field } from '../../../brands/design/Field'
import { FieldMessage } from '../../../brands/design/FieldMessage'
import { useDomId } from '../../../lib/dom-id'
import { rulesOfField, type FieldSpec } from '../../../lib/form-rules/field-spec'
import { nativeConstraints } from '../../../lib/form-rules/native-constraints'

/**
 * A labelled, uncontrolled textarea of a form written in code: TextField's twin for longer
 * text (the design system has none yet). Its rules give the HTML constraints, its message is
 * tied to it by aria-invalid and aria-describedby and spoken by the form's FormAnnouncer.
 */
export function TextAreaField({ field, message = '' }: { field: FieldSpec; message?: string }) {
  const id = useDomId('field', field.name)
  const errorId = `${id}-error`
  const { required, minLength, maxLength } = nativeConstraints(rulesOfField(field))
  return (
    <Field
      id={id}
      label={
        <>
          {field.label}
          {field.required && <span aria-hidden="true">{' *'}</span>}
        </>
      }
      invalid={message !== ''}
      errorId={errorId}
    >
      {(control) => (
        <>
          <textarea
            {...control}
            name={field.name}
            rows={6}
            required={required}
            minLength={minLength}
            maxLength={maxLength}
          />
          {message && <FieldMessage id={errorId}>{message}</FieldMessage>}
        </>
      )}
    </Field>
  )
}
