import { act, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'

/**
 * The hydration check of DESIGN.md section 4, with React on both sides as in production. React
 * reports every mismatch itself: a differing text or element aborts hydration of the root and
 * comes back through `onRecoverableError` (React then renders the client's tree instead), and a
 * differing attribute is logged by React's development build through console.error. Both are
 * collected while hydrateRoot runs; either fails the hydration tests. Test-only; components
 * never import it.
 */
export interface WatchedHydration {
  root: Root
  /** Every report React made while hydrating; empty when the client matched the server. */
  mismatches: string[]
}

const describeError = (error: unknown): string =>
  error instanceof Error
    ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}`
    : String(error)

/**
 * Hydrates `client` over the server HTML already in `container` and reports every mismatch.
 * Effects run inside the same act() and are watched too: an effect's console.error during the
 * first commit is as much a defect of the page as a mismatch.
 */
export async function watchHydration(
  container: HTMLElement,
  client: ReactNode,
): Promise<WatchedHydration> {
  const mismatches: string[] = []
  const originalError = console.error
  console.error = (...args: unknown[]) => mismatches.push(args.map(String).join(' '))
  let root: Root | undefined
  try {
    await act(async () => {
      root = hydrateRoot(container, client, {
        onRecoverableError: (error) => mismatches.push(`recoverable: ${describeError(error)}`),
      })
    })
  } finally {
    console.error = originalError
  }
  if (!root) throw new Error('hydrateRoot returned no root')
  return { root, mismatches }
}
