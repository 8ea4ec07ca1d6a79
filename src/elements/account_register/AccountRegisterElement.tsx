import { useAccountActions, useSignedIn } from '../../account'
import type { FieldSpec } from '../../lib/form-rules/field-spec'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../registry'
import { AccountForm, SignedInNote } from '../shared/account-auth'
import { usePageLink } from '../shared/use-page-link'
import { ElementHeader } from '../shared/ElementHeader'
import { emailField, passwordFields } from '../shared/password-fields'

/**
 * Create an account (createCustomerV2): name, email (autocomplete username), a password that
 * passes the strength rule, confirmed. Then the new customer is signed in, the guest cart merged,
 * and the account overview greets them.
 */
export function AccountRegisterElement({ content }: ElementProps<'account_register'>) {
  const t = useT()
  const account = useAccountActions()
  const signedIn = useSignedIn()
  const link = usePageLink()
  const fields: FieldSpec[] = [
    {
      name: 'firstname',
      label: t('account.field.firstname'),
      purpose: 'givenName',
      required: true,
    },
    {
      name: 'lastname',
      label: t('account.field.lastname'),
      purpose: 'familyName',
      required: true,
    },
    emailField(t),
    ...passwordFields(t, 'password', t('account.field.password')),
  ]
  return (
    <div className="ce-account-auth ce-account-register">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
      {signedIn ? (
        <SignedInNote />
      ) : (
        <>
          <AccountForm
            name="register"
            fields={fields}
            descriptions={{
              password: t('account.field.password-hint'),
            }}
            submitLabel={t('account.register.submit')}
            onSubmit={async (values) => {
              const actions = await account.load()
              if (!actions) return false
              const done = await actions.register({
                firstname: values.firstname ?? '',
                lastname: values.lastname ?? '',
                email: values.email ?? '',
                password: values.password ?? '',
              })
              if (done) {
                await actions.continueTo(link('account'), { key: 'message.account.registered' })
              }
              return done
            }}
          />
          <p className="ce-account-auth__switch">
            {t('account.register.has-account')} <a href={link('login')}>{t('header.login')}</a>
          </p>
        </>
      )}
    </div>
  )
}
