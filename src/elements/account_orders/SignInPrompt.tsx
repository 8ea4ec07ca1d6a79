import { Button } from '../../brands/design/Button'
import { pageLinkFor } from '../../brands/page-links'
import { useT } from '../../lib/i18n'
import { loginHref } from '../../lib/return-path'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'
import { useHydrated } from '../../lib/use-hydrated'

/** Without a session: the way to the login page, which leads back here (query included). */
export function SignInPrompt({ className }: { className: string }) {
  const t = useT()
  const hydrated = useHydrated()
  const { pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  const login = localePath(pageLinkFor(pageLinks, 'login', locale))
  const href = hydrated
    ? loginHref(login, `${window.location.pathname}${window.location.search}`)
    : login
  return (
    <div className={className}>
      <p>
        {t(
          'account.orders.sign-in-prompt',
          'Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.',
        )}
      </p>
      <Button href={href}>{t('account.orders.sign-in', 'Anmelden')}</Button>
    </div>
  )
}
