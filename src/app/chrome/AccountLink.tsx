import { Icon } from '../../brands/design/Icon'
import type { MouseEvent } from 'react'
import { useT } from '../../lib/i18n'
import { loginHref as withReturnPath } from '../../lib/return-path'

export interface AccountLinkProps {
  /** The login page, for a guest, leading back to the page shown (`?redirect=`). */
  loginHref: string
  /** The account overview, for a signed-in customer. */
  accountHref: string
  /** From the token cookie, read by the worker too: the server render already shows it. */
  signedIn: boolean
}

/**
 * The header's account link: 'Sign in' to the login page for a guest; for a signed-in customer
 * 'My account' to the account overview (the login page would only say they are signed in) and a
 * mark on the icon (visual only: the link's text says it). A guest who signs in comes back to
 * the page they left, its query (filters, a search) included: the server's link carries the
 * path, a click adds what the address holds now.
 */
export function AccountLink({ loginHref, accountHref, signedIn }: AccountLinkProps) {
  const t = useT()
  // Before the router's document listener reads the href: the page's own query joins the path.
  const withQuery = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn) return
    const base = loginHref.split('?')[0] ?? loginHref
    event.currentTarget.href = withReturnPath(
      base,
      `${window.location.pathname}${window.location.search}`,
    )
  }
  return (
    <a
      className="sf-header__action sf-account-link"
      href={signedIn ? accountHref : loginHref}
      data-signed-in={signedIn ? 'true' : 'false'}
      onClick={withQuery}
    >
      <Icon name="user" size="lg" />
      {signedIn && <span className="sf-account-link__mark" aria-hidden="true" />}
      <span className="visually-hidden">{signedIn ? t('header.account') : t('header.login')}</span>
    </a>
  )
}
