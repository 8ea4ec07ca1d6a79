import { useT } from '../../lib/i18n'
import { Pending } from '../shared/account-loading'
import type { LoadState } from '../shared/use-loaded'

/** The returns screens' loading and failure notes. */
export function ReturnsPending<T>({ state, retry }: { state: LoadState<T>; retry: () => void }) {
  const t = useT()
  return (
    <Pending
      state={state}
      retry={retry}
      loading={t('account.returns.loading')}
      failed={t('account.returns.load-failed')}
    />
  )
}
