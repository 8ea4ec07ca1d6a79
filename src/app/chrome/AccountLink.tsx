import { Icon } from '../../brands/design/Icon'
import { useT } from '../../lib/i18n'

export interface AccountLinkProps {
  /** The login page, for a guest. */
  loginHref: string
  /** The account overview, for a signed-in customer. */
  accountHref: string
  /** From the token cookie, read by the worker too: the server render already shows it. */
  signedIn: boolean
}

/**
 * The header's account link: 'Sign in' to the login page for a guest; for a signed-in customer
 * 'My account' to the account overview (the login page would only say they are signed in) and a
 * mark on the icon (visual only: the link's text says it).
 */
export function AccountLink({ loginHref, accountHref, signedIn }: AccountLinkProps) {
  const t = useT()
  return (
    <a
      className="sf-header__action sf-account-link"
      href={signedIn ? accountHref : loginHref}
      data-signed-in={signedIn ? 'true' : 'false'}
    >
      <Icon name="user" size="lg" />
      {signedIn && <span className="sf-account-link__mark" aria-hidden="true" />}
      <span className="visually-hidden">
        {signedIn ? t('header.account', 'Mein Konto') : t('header.login', 'Anmelden')}
      </span>
    </a>
  )
}
