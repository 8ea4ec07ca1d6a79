import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/**
 * The query of the address shown, in the browser only: '' on the server and while hydrating (so
 * both render the same HTML), then the real one. A page whose element reads its query this way
 * is the same page for every query (cached once, the query not whitelisted). Read again on every
 * render: the router re-renders the page after it pushed a new address.
 */
export const useLocationSearch = (): string =>
  useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )

/** One parameter of that query, or null. */
export const useQueryParam = (name: string): string | null =>
  new URLSearchParams(useLocationSearch()).get(name)

/**
 * The page of a paged list from the query (`?page=2`): a whole number from 1, else 1. At most
 * six digits, so that no address asks the shop for a page beyond a GraphQL Int.
 */
export const usePageParam = (): number => {
  const value = useQueryParam('page')
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1
}
