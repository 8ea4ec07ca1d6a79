import type { FocusEvent, FormEvent } from 'react'
import { Button } from '../../brands/design/Button'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { checksOnChange, fieldNameOf, focusableControl } from './field-values'
import { FormNodes } from './FormNodes'
import { useFormChecks } from './use-form-checks'

const nameOf = (target: EventTarget | null): string | null =>
  target && 'name' in target && typeof target.name === 'string' ? fieldNameOf(target.name) : null

/**
 * A TYPO3 EXT:form form (the contact form, among others): its fields as the editor built them,
 * posted with method POST to TYPO3's own action URL, so it works without JavaScript (the
 * browser's own checks stand in until the page runs). Once it runs, the form checks its fields
 * itself (SPEC.md section 5: on leaving a field, on changing a choice, on submit) and shows
 * the messages beside them; a valid form is sent as it is. What TYPO3 answers is TYPO3's: the
 * storefront shows no success it did not get.
 */
export function FormFrameworkElement({ content }: ElementProps<'form_formframework'>) {
  const t = useT()
  const hydrated = useHydrated()
  const { form } = content
  const { fields, errors, checkField, checkForm } = useFormChecks(form)
  const formId = useDomId('form')
  const byName = new Map(fields.map((field) => [field.name, field]))
  const hasRequired = fields.some((field) => field.required)

  const check = (target: EventTarget | null, formElement: HTMLFormElement) => {
    const field = byName.get(nameOf(target) ?? '')
    if (field) checkField(formElement, field)
  }
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    // Moving between the radios of one group is not leaving it.
    if (nameOf(event.relatedTarget) === nameOf(event.target)) return
    check(event.target, event.currentTarget)
  }
  // React's onChange fires while typing; only choices are checked when they change.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (checksOnChange(event.target)) check(event.target, event.currentTarget)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const invalid = checkForm(event.currentTarget)
    if (!invalid) return
    event.preventDefault()
    focusableControl(event.currentTarget, invalid)?.focus()
  }

  return (
    <div className="ce-form">
      <ElementHeader fields={content} />
      <form
        id={formId}
        className="ce-form__form"
        method="post"
        action={form.action}
        // The browser's own checks until the page runs, the form's own (and messages) after.
        noValidate={hydrated}
        onBlur={onBlur}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        {hasRequired && (
          <p className="ce-form__required-note">
            {t('form.required-note', 'Fields marked with * are required.')}
          </p>
        )}
        <FormNodes nodes={form.elements} errors={errors} />
        <div className="ce-form__actions">
          <Button type="submit">{form.submitLabel || t('form.submit', 'Submit')}</Button>
        </div>
      </form>
    </div>
  )
}
