import { useAccountActions, useSignedIn } from '../../account'
import { Button } from '../../brands/design/Button'
import type { FieldSpec } from '../../lib/form-rules/field-spec'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../registry'
import { AccountForm, usePageLink } from '../shared/account-auth'
import { ElementHeader } from '../shared/ElementHeader'
import { passwordFields } from '../shared/password-fields'

/**
 * Create an account (createCustomerV2): name, email (autocomplete username), a password that
 * passes the strength rule, confirmed. Then the new customer is signed in, the guest cart merged,
 * and the account overview greets them.
 */
export function AccountRegisterElement({ content }: ElementProps<'account_register'>) {
  const t = useT()
  const actions = useAccountActions()
  const signedIn = useSignedIn()
  const link = usePageLink()
  const fields: FieldSpec[] = [
    {
      name: 'firstname',
      label: t('account.field.firstname', 'Vorname'),
      purpose: 'givenName',
      required: true,
    },
    {
      name: 'lastname',
      label: t('account.field.lastname', 'Nachname'),
      purpose: 'familyName',
      required: true,
    },
    {
      name: 'email',
      label: t('account.field.email', 'E-Mail-Adresse'),
      purpose: 'username',
      required: true,
    },
    ...passwordFields(t, 'password', t('account.field.password', 'Passwort')),
  ]
  return (
    <div className="ce-account-auth ce-account-register">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
      {signedIn ? (
        <div className="ce-account-prompt" role="status">
          <p>{t('account.login.signed-in', 'Sie sind angemeldet.')}</p>
          <Button href={link('account')}>{t('header.account', 'Mein Konto')}</Button>
        </div>
      ) : (
        <>
          <AccountForm
            name="register"
            fields={fields}
            descriptions={{
              password: t(
                'account.field.password-hint',
                'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
              ),
            }}
            submitLabel={t('account.register.submit', 'Kundenkonto anlegen')}
            onSubmit={async (values) => {
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
            {t('account.register.has-account', 'Sie haben schon ein Kundenkonto?')}{' '}
            <a href={link('login')}>{t('header.login', 'Anmelden')}</a>
          </p>
        </>
      )}
    </div>
  )
}
