import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => undefined

/**
 * False on the server and while React hydrates, true once the browser runs the page. A control
 * that only works with JavaScript is disabled until then, so an early click is not lost (or, for
 * a form, sent natively and reloaded) while the page's code is still arriving. Hydration-safe:
 * the server snapshot is what the first browser render sees too.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
