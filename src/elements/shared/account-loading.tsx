import type { ReactNode } from 'react'
import { useSignedIn } from '../../account'
import { Button } from '../../brands/design/Button'
import { useT } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { SignInPrompt } from './account-auth'
import type { LoadState } from './use-loaded'

/*
 * Pieces the account screens that load the customer's data in the browser (orders, returns)
 * share: where the page is, the gate before their data, what shows while the data loads or when
 * it could not, and one entry of their list.
 */

/** Where this page is, for links to one of its entries (the browser's path; '' on the server). */
export const herePath = () => (typeof window === 'undefined' ? '' : window.location.pathname)

/**
 * The gate of a screen whose data is the customer's own and loads in the browser (orders,
 * returns, the wishlist): the sign-in prompt for a guest (`signInPrompt`, the orders' by
 * default), the `loading` note until hydration (the server and the hydrating browser render the
 * same), then `children`, which decide what to show.
 */
export function CustomerDataScreen({
  loading,
  signInPrompt,
  children,
}: {
  loading: string
  signInPrompt?: string
  children: () => ReactNode
}) {
  const t = useT()
  const signedIn = useSignedIn()
  const hydrated = useHydrated()
  if (!signedIn)
    return <SignInPrompt message={signInPrompt ?? t('account.orders.sign-in-prompt')} />
  // Keeps its room while the data loads and after (../styles.css, .ce-customer-data).
  return (
    <div className="ce-customer-data">
      {hydrated ? (
        children()
      ) : (
        <p className="ce-account-orders__status" role="status">
          {loading}
        </p>
      )}
    </div>
  )
}

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
          {t('account.orders.retry')}
        </Button>
      </div>
    )
  return (
    <p className="ce-account-orders__status" role="status">
      {loading}
    </p>
  )
}

/** The way back from an entry to its list or its order; the arrow is decoration. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="ce-account-orders__back" href={href}>
      <span aria-hidden="true">← </span>
      {children}
    </a>
  )
}

/**
 * One entry of a list screen (an order, a return): the way back to the list, then the entry once
 * loaded, the loading or failure note (`pending`) before, or `notFound` when the customer has no
 * such entry.
 */
export function OneEntry<T>({
  back,
  state,
  pending,
  notFound,
  children,
}: {
  back: { href: string; label: string }
  state: LoadState<T | null>
  pending: ReactNode
  notFound: string
  children: (entry: T) => ReactNode
}) {
  return (
    <>
      <BackLink href={back.href}>{back.label}</BackLink>
      {state.status !== 'ready' ? (
        pending
      ) : state.data === null ? (
        <p className="ce-account-orders__empty" role="status">
          {notFound}
        </p>
      ) : (
        children(state.data)
      )}
    </>
  )
}
