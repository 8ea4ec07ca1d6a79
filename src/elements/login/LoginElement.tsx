import { useAccountActions, useSignedIn } from '../../account'
import { useKeepPendingWishlistProduct } from '../shared/pending-wishlist-product'
import type { FieldSpec } from '../../lib/form-rules/field-spec'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../registry'
import { AccountForm, useReturnTarget, SignedInNote } from '../shared/account-auth'
import { usePageLink } from '../shared/use-page-link'
import { ElementHeader } from '../shared/ElementHeader'
import { emailField } from '../shared/password-fields'

/**
 * The sign-in (SPEC.md sections 2 and 4): email and password (autocomplete username and
 * current-password), then the guest cart is merged into the customer's and the shopper goes to
 * the page they came for (`?redirect=`, site paths only), else to the account overview. Wrong
 * credentials show the shop's message; a product a guest pressed 'Merken' for is put on the
 * wishlist and the page returned to says so; the session-expired notice of an ended session shows
 * above it (the page's messages). Links to the password forgotten and registration pages.
 */
export function LoginElement({ content }: ElementProps<'login'>) {
  const t = useT()
  const account = useAccountActions()
  const signedIn = useSignedIn()
  const link = usePageLink()
  const returnTarget = useReturnTarget()
  const keepPendingProduct = useKeepPendingWishlistProduct()
  const fields: FieldSpec[] = [
    emailField(t),
    {
      name: 'password',
      label: t('account.field.password'),
      purpose: 'currentPassword',
      required: true,
    },
  ]
  return (
    <div className="ce-account-auth ce-login">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
      {signedIn ? (
        <SignedInNote />
      ) : (
        <>
          <AccountForm
            name="login"
            fields={fields}
            submitLabel={t('account.login.submit')}
            onSubmit={async (values) => {
              const actions = await account.load()
              if (!actions) return false
              const done = await actions.signIn({
                email: values.email ?? '',
                password: values.password ?? '',
              })
              // A guest's 'Merken' before signing in goes on the wishlist now, and the page
              // they return to says so.
              if (!done) return false
              const kept = await keepPendingProduct()
              await (kept
                ? actions.continueTo(returnTarget(), kept)
                : actions.continueTo(returnTarget()))
              return done
            }}
          >
            <a className="ce-account-form__link" href={link('password')}>
              {t('account.login.forgot')}
            </a>
          </AccountForm>
          <p className="ce-account-auth__switch">
            {t('account.login.no-account')}{' '}
            <a href={link('register')}>{t('account.register.link')}</a>
          </p>
          <p className="ce-account-auth__switch">
            {t('account.login.ordered-as-guest')}{' '}
            <a href={link('orderStatus')}>{t('order-status.link')}</a>
          </p>
        </>
      )}
    </div>
  )
}
