import { IdScope, useDomId } from '../../lib/dom-id'
import { useState, type ReactNode } from 'react'
import { useSignedIn } from '../../account'
import { Button } from '../../brands/design/Button'
import { FormAnnouncer } from '../../brands/design/FormAnnouncer'
import { TextField } from '../../brands/design/TextField'
import { checkedField, type FieldSpec } from '../../lib/form-rules/field-spec'
import { useFormValidation } from '../../lib/form-rules/use-form-validation'
import { useT } from '../../lib/i18n'
import { loginHref, returnPathOf } from '../../lib/return-path'
import { useHydrated } from '../../lib/use-hydrated'
import { usePageLink } from './use-page-link'

/**
 * What the account screens (login, account_register, account_password, account,
 * account_information) share: a form of FieldSpecs on the shared form rules, page links, and
 * the way to the login page.
 */

/** Where a signed-in shopper goes from the login page: the return path, else the account. */
export const useReturnTarget = () => {
  const link = usePageLink()
  return () => returnPathOf(window.location.search) ?? link('account')
}

/** The values of a form's text fields by name. */
export const formValues = (form: HTMLFormElement): Record<string, string> => {
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value
  }
  return values
}

export interface AccountFormProps {
  name: string
  fields: readonly FieldSpec[]
  submitLabel: string
  /** Sends the form; resolves to whether it succeeded (a failure has been shown by then). */
  onSubmit: (values: Record<string, string>, form: HTMLFormElement) => Promise<boolean>
  /** Clears the password fields after a successful send (they are never kept on screen). */
  resetOnSuccess?: boolean
  defaults?: Readonly<Record<string, string>>
  descriptions?: Readonly<Record<string, string>>
  children?: ReactNode
}

/**
 * A form of an account screen. Its fields are uncontrolled TextFields (what the browser holds
 * survives renders and hydration); labels, input types, autocomplete tokens (username,
 * current-password, new-password) and the browser's own constraint checks work before any script.
 * The submit button waits for hydration: with no server handler to post to, a native submission
 * would reload the page and lose what was typed, so it cannot happen. The form rules run on blur
 * and change, and on submit, where the first invalid field is focused and announced.
 */
export function AccountForm({
  name,
  fields,
  submitLabel,
  onSubmit,
  resetOnSuccess = false,
  defaults = {},
  descriptions = {},
  children,
}: AccountFormProps) {
  const t = useT()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const { messages, announcement, formProps } = useFormValidation({
    fields: fields.map(checkedField),
    onValidSubmit: (form) => {
      if (busy) return
      setBusy(true)
      void onSubmit(formValues(form), form)
        .then((done) => {
          if (done && resetOnSuccess) form.reset()
        })
        .finally(() => setBusy(false))
    },
  })
  // The form's own id scope: an element with two forms (personal data and password) may ask for
  // the same field twice, and each label must point at its own input.
  const formScope = useDomId('form', name)
  return (
    <form
      className={`ce-account-form ce-account-form--${name}`}
      method="post"
      aria-busy={busy}
      {...formProps}
    >
      <FormAnnouncer>{announcement}</FormAnnouncer>
      <IdScope name={formScope}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            field={field}
            message={messages[field.name] ?? ''}
            {...(defaults[field.name] !== undefined ? { defaultValue: defaults[field.name] } : {})}
            {...(descriptions[field.name] ? { description: descriptions[field.name] } : {})}
          />
        ))}
      </IdScope>
      <div className="ce-account-form__actions">
        <Button type="submit" disabled={!hydrated || busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
      <p className="ce-account-form__note">{t('account.form.required-note')}</p>
    </form>
  )
}

/**
 * For a shopper without a session on an account screen (the worker's guard sends them to the
 * login page first; this shows when the session ends on the page): the way to sign in and back
 * here, query included. `message` says what the screen would show (the orders, the addresses).
 */
export function SignInPrompt({ message }: { message?: string }) {
  const t = useT()
  const hydrated = useHydrated()
  const link = usePageLink()
  const login = link('login')
  // The way back is known in the browser; the server's link simply leads to the login page.
  const href = hydrated
    ? loginHref(login, `${window.location.pathname}${window.location.search}`)
    : login
  return (
    <div className="ce-account-prompt">
      <p>{message ?? t('account.sign-in-prompt')}</p>
      <Button href={href}>{t('header.login')}</Button>
    </div>
  )
}

/** For a customer who is signed in already on a sign-in or register screen: the way on. */
export function SignedInNote() {
  const t = useT()
  const link = usePageLink()
  return (
    <div className="ce-account-prompt" role="status">
      <p>{t('account.login.signed-in')}</p>
      <Button href={link('account')}>{t('header.account')}</Button>
    </div>
  )
}

/** Children for a signed-in customer, else the sign-in prompt. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return useSignedIn() ? children : <SignInPrompt />
}
