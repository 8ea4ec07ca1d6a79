import { Button } from '../../brands/design/Button'
import { FormAnnouncer } from '../../brands/design/FormAnnouncer'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { FormNodes } from './FormNodes'
import { useFormChecks } from './use-form-checks'

/**
 * A TYPO3 EXT:form form (the contact form, among others): its fields as the editor built them,
 * posted with method POST to TYPO3's own action URL, so it works without JavaScript (the
 * browser's own checks stand in until the page runs and the shopper first focuses it). Then the
 * form checks its fields with the shared form rules (SPEC.md section 5: on leaving a field, on
 * changing a choice, on submit), shows the messages beside them and announces them; a valid
 * form is sent as it is. What TYPO3 answers is TYPO3's: the storefront shows no success it did
 * not get.
 */
export function FormFrameworkElement({ content }: ElementProps<'form_formframework'>) {
  const t = useT()
  const { form } = content
  const { fields, messages, announcement, formProps } = useFormChecks(form)
  const formId = useDomId('form')
  const hasRequired = fields.some((field) => field.required)

  return (
    <div className="ce-form">
      <ElementHeader fields={content} />
      <form
        id={formId}
        className="ce-form__form"
        method="post"
        action={form.action}
        // noValidate once the form's own checks have loaded; the browser's own until then.
        {...formProps}
      >
        <FormAnnouncer>{announcement}</FormAnnouncer>
        {hasRequired && (
          <p className="ce-form__required-note">
            {t('form.required-note', 'Fields marked with * are required.')}
          </p>
        )}
        <FormNodes nodes={form.elements} errors={messages} />
        <div className="ce-form__actions">
          <Button type="submit">{form.submitLabel || t('form.submit', 'Submit')}</Button>
        </div>
      </form>
    </div>
  )
}
