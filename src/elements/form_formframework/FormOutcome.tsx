import { useEffect, useRef } from 'react'
import { useT } from '../../lib/i18n'
import { fillParams } from '../../lib/form-rules/messages'
import type { FormResult } from './form-model'

/**
 * The form's thanks, in its place once the CMS accepted a submission: the finisher's message,
 * else the storefront's. After a submission by script it takes the focus, so a screen reader
 * reads it and the keyboard goes on from there (the form it replaces is gone); on the page the
 * worker renders after a post without JavaScript it is simply where the form was.
 */
export function FormSuccess({ message, takeFocus }: { message: string; takeFocus: boolean }) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  return (
    <div ref={ref} className="ce-form__success" tabIndex={-1}>
      <p className="ce-form__success-title">{t('form.sent.title')}</p>
      <p className="ce-form__success-text">{message || t('form.sent.message')}</p>
    </div>
  )
}

/** What went wrong with a submission the CMS did not accept, said once above the button. */
export function FormProblem({ result }: { result: Exclude<FormResult, { status: 'success' }> }) {
  const t = useT()
  const text = (() => {
    switch (result.status) {
      case 'invalid':
        return t('form.error.invalid')
      case 'limited':
        return fillParams(t('form.error.limited'), {
          minutes: Math.max(1, Math.ceil(result.retryAfter / 60)),
        })
      case 'refused':
        return t('form.error.refused')
      case 'unavailable':
        return t('form.error.unavailable')
    }
  })()
  // An alert: it appears when a submission failed, and is spoken at once, like the browser's own.
  return (
    <p className="ce-form__problem" role="alert">
      {text}
    </p>
  )
}
