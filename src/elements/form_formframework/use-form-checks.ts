import { useMemo } from 'react'
import { useFormValidation, type FieldMessages } from '../../lib/form-rules/use-form-validation'
import { fieldsOf, type FormDefinition, type FormField } from './form-model'
import { focusableControl, valueOf } from './field-values'

/** A field's messages by its posted name; '' or absent: valid (or not checked yet). */
export type FieldErrors = FieldMessages

/**
 * The checks of a TYPO3 form: the shared form validation (src/lib/form-rules) with the form's
 * own way of reading a field (a checkbox's hidden twin, `name[]` of a group). A failed rule
 * shows the editor's message for it, else the locale's text for the rule, else
 * '{field} is not valid.'; a field without a label is named by its identifier. The CMS's
 * messages of a failed submission are shown from the start.
 */
/** Shows a server's messages by field identifier; true when there are none. */
export type ShowErrors = (errors: Record<string, string>) => boolean

export function useFormChecks(
  definition: FormDefinition,
  onValidSubmit?: (form: HTMLFormElement, showErrors: ShowErrors) => void,
) {
  const fields = useMemo(
    () =>
      fieldsOf(definition.elements).map((field) => ({
        ...field,
        label: field.label || field.identifier,
      })),
    [definition],
  )
  const initialMessages = useMemo(
    () =>
      Object.fromEntries(
        fields.flatMap((field) => {
          const message = definition.errors[field.identifier]
          return message ? [[field.name, message]] : []
        }),
      ),
    [fields, definition],
  )
  const validation = useFormValidation<FormField>({
    fields,
    readField: valueOf,
    initialMessages,
    controlOf: focusableControl,
    ...(onValidSubmit && {
      // The CMS's messages of a refused submission, by identifier, in place of the form's own.
      onValidSubmit: (form, showMessages) =>
        onValidSubmit(form, (errors) =>
          showMessages(
            form,
            Object.fromEntries(fields.map((field) => [field.name, errors[field.identifier] ?? ''])),
          ),
        ),
    }),
  })
  return { fields, ...validation }
}
