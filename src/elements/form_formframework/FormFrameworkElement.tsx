import { useState } from 'react'
import { Button } from '../../brands/design/Button'
import { FormAnnouncer } from '../../brands/design/FormAnnouncer'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import type { FormResult } from './form-model'
import { FormNodes } from './FormNodes'
import { FormProblem, FormSuccess } from './FormOutcome'
import { sendForm } from './send-form.client'
import { useFormChecks, type ShowErrors } from './use-form-checks'

/**
 * A TYPO3 EXT:form form (the contact form, among others): its fields as the editor built them,
 * posted with method POST to TYPO3's action URL on the storefront's own host, where the worker
 * takes it (src/worker/forms: origin, size and rate checks) and hands it to the CMS. Without
 * JavaScript the browser posts it and the worker answers with the page, the outcome in place of
 * or above the form and the shopper's values kept (`form.result`). With JavaScript the form checks
 * its fields with the shared form rules (SPEC.md section 5: on leaving a field, on changing a
 * choice, on submit), then sends a valid form by script and shows the worker's answer: the
 * CMS's thanks in place of the form, its messages beside the fields, or why nothing was sent,
 * the fields as they were. The storefront shows no success the CMS did not confirm.
 */
export function FormFrameworkElement({ content }: ElementProps<'form_formframework'>) {
  const t = useT()
  const { form } = content
  const [result, setResult] = useState<FormResult | null>(form.result ?? null)
  const [sending, setSending] = useState(false)
  // Set by a submission by script: its thanks take the focus; a rendered page's do not.
  const [submittedByScript, setSubmittedByScript] = useState(false)
  const submit = async (element: HTMLFormElement, showErrors: ShowErrors) => {
    if (sending) return
    setSending(true)
    const answer = await sendForm(element)
    setSubmittedByScript(true)
    setSending(false)
    if (answer.status === 'invalid') {
      setResult({ status: 'invalid' })
      showErrors(answer.errors)
    } else {
      setResult(answer)
    }
  }
  const { fields, messages, announcement, formProps } = useFormChecks(
    form,
    (element, showErrors) => void submit(element, showErrors),
  )
  const formId = useDomId('form')
  const hasRequired = fields.some((field) => field.required)

  if (result?.status === 'success') {
    return (
      <div className="ce-form">
        <ElementHeader fields={content} />
        <FormSuccess message={result.message} takeFocus={submittedByScript} />
      </div>
    )
  }
  return (
    <div className="ce-form">
      <ElementHeader fields={content} />
      <form
        id={formId}
        className="ce-form__form"
        method="post"
        action={form.action}
        aria-busy={sending || undefined}
        // noValidate once the page runs (our checks); the browser's own before (no JavaScript).
        {...formProps}
      >
        <FormAnnouncer>{announcement}</FormAnnouncer>
        {hasRequired && <p className="ce-form__required-note">{t('form.required-note')}</p>}
        <FormNodes nodes={form.elements} errors={messages} />
        {result && !sending && <FormProblem result={result} />}
        <div className="ce-form__actions">
          <Button type="submit">
            {sending ? t('form.sending') : form.submitLabel || t('form.submit')}
          </Button>
        </div>
      </form>
    </div>
  )
}
