import { useMemo, useState } from 'react'
import { DEFAULT_FORM_MESSAGE, fillFieldName, firstFailedRule } from '../../lib/form-rules'
import { useT } from '../../lib/i18n'
import { fieldsOf, type FormDefinition, type FormField } from './form-model'
import { valueOf } from './field-values'

/** Error messages by field name; '' or absent: the field is valid (or not checked yet). */
export type FieldErrors = Readonly<Record<string, string>>

/**
 * The checks of a form's fields (SPEC.md section 5): a field is checked when it is left or, for
 * choices, changed (never while typing), and all of them when the form is submitted. A failed
 * rule shows the editor's message for it, else the locale's 'form.message.invalid', else
 * '{field} is not valid.'. The CMS's messages of a failed submission are shown from the start.
 */
export function useFormChecks(definition: FormDefinition) {
  const t = useT()
  const fields = useMemo(() => fieldsOf(definition.elements), [definition])
  const [errors, setErrors] = useState<FieldErrors>(() =>
    Object.fromEntries(
      fields.flatMap((field) => {
        const message = definition.errors[field.identifier]
        return message ? [[field.name, message]] : []
      }),
    ),
  )

  const messageOf = (form: HTMLFormElement, field: FormField): string => {
    const failed = firstFailedRule(field.rules, valueOf(form, field))
    if (!failed) return ''
    if (failed.message) return failed.message
    const template = t('form.message.invalid', DEFAULT_FORM_MESSAGE)
    return fillFieldName(template, field.label || field.identifier)
  }

  /** Checks one field and shows or clears its message. */
  const checkField = (form: HTMLFormElement, field: FormField) => {
    const message = messageOf(form, field)
    setErrors((previous) =>
      (previous[field.name] ?? '') === message ? previous : { ...previous, [field.name]: message },
    )
  }

  /** Checks every field; returns the first invalid one, null when the form may be sent. */
  const checkForm = (form: HTMLFormElement): FormField | null => {
    const next: Record<string, string> = {}
    for (const field of fields) next[field.name] = messageOf(form, field)
    setErrors(next)
    return fields.find((field) => next[field.name]) ?? null
  }

  return { fields, errors, checkField, checkForm }
}
