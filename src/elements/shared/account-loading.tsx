import { Button } from '../../brands/design/Button'
import { useT } from '../../lib/i18n'
import type { LoadState } from './use-loaded'

/*
 * Pieces the account screens that load the customer's data in the browser (orders, returns)
 * share: where the page is, and what shows while the data loads or when it could not.
 */

/** Where this page is, for links to one of its entries (the browser's path; '' on the server). */
export const herePath = () => (typeof window === 'undefined' ? '' : window.location.pathname)

/** The loading note, or the failure with a way to try again. */
export function Pending<T>({
  state,
  retry,
  loading,
  failed,
}: {
  state: LoadState<T>
  retry: () => void
  loading: string
  failed: string
}) {
  const t = useT()
  if (state.status === 'failed')
    return (
      <div className="ce-account-orders__status" role="status">
        <p>{failed}</p>
        <Button variant="outline" onClick={retry}>
          {t('account.orders.retry', 'Erneut versuchen')}
        </Button>
      </div>
    )
  return (
    <p className="ce-account-orders__status" role="status">
      {loading}
    </p>
  )
}
