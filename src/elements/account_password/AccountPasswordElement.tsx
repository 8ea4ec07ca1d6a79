import { useState } from 'react'
import { useAccountActions } from '../../account'
import type { FieldSpec } from '../../lib/form-rules/field-spec'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { useHydrated } from '../../lib/use-hydrated'
import type { ElementProps } from '../registry'
import { AccountForm } from '../shared/account-auth'
import { usePageLink } from '../shared/use-page-link'
import { ElementHeader } from '../shared/ElementHeader'
import { emailField, passwordFields } from '../shared/password-fields'

/** The reset link's query: `?email=…&token=…` (Magento's customer/account/createPassword link). */
const resetLinkOf = (search: string) => {
  const query = new URLSearchParams(search)
  const token = query.get('token')
  return token ? { token, email: query.get('email') ?? '' } : null
}

/**
 * Password forgotten and reset in one element. Without a token: the email address, then
 * requestPasswordResetEmail and a confirmation that does not tell whether an account exists.
 * Opened from the link (`?email=&token=`; the query is not part of the cached page, so the
 * browser switches to it): the new password, confirmed, then resetPassword and on to the login
 * page with a notice.
 */
export function AccountPasswordElement({ content }: ElementProps<'account_password'>) {
  const hydrated = useHydrated()
  const reset = hydrated ? resetLinkOf(window.location.search) : null
  return (
    <div className="ce-account-auth ce-account-password">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
      {reset ? <ResetForm {...reset} /> : <RequestForm />}
    </div>
  )
}

function RequestForm() {
  const t = useT()
  const account = useAccountActions()
  const link = usePageLink()
  const [sent, setSent] = useState(false)
  const fields: FieldSpec[] = [emailField(t)]
  return (
    <>
      <p>{t('account.password.request-intro')}</p>
      <AccountForm
        name="password-request"
        fields={fields}
        submitLabel={t('account.password.request-submit')}
        onSubmit={async (values) => {
          const actions = await account.load()
          const done = actions !== null && (await actions.requestPasswordReset(values.email ?? ''))
          setSent(done)
          return done
        }}
      >
        <a className="ce-account-form__link" href={link('login')}>
          {t('account.password.back-to-login')}
        </a>
      </AccountForm>
      <p className="ce-account-auth__status" role="status">
        {sent && t('account.password.request-sent')}
      </p>
    </>
  )
}

function ResetForm({ email, token }: { email: string; token: string }) {
  const t = useT()
  const account = useAccountActions()
  const link = usePageLink()
  const fields: FieldSpec[] = [
    emailField(t),
    ...passwordFields(t, 'password', t('account.field.new-password')),
  ]
  return (
    <AccountForm
      name="password-reset"
      fields={fields}
      defaults={{ email }}
      submitLabel={t('account.password.reset-submit')}
      onSubmit={async (values) => {
        const actions = await account.load()
        if (!actions) return false
        const done = await actions.resetPassword({
          email: values.email ?? '',
          token,
          password: values.password ?? '',
        })
        if (done) {
          await actions.continueTo(link('login'), { key: 'message.account.password-reset' })
        }
        return done
      }}
    />
  )
}
