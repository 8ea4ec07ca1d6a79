import { createContext, useContext } from 'react'

/**
 * When an element that hydrates late (../late-hydration.ts) may hydrate: its gate. While the
 * gate is closed, React keeps the element's server HTML as it is (a Suspense boundary whose
 * content suspends during hydration stays dehydrated); once open, the element's code is loaded
 * and React hydrates it on its own.
 */
export interface HydrationGate {
  /** True once the element's code is loaded; nothing then waits. */
  readonly open: boolean
  /** Resolves when the gate opens (React's `use` waits on it). */
  readonly opened: PromiseLike<void>
  /**
   * Opens the gate when its frame is touched or, with `near`, comes near the viewport. Returns a
   * cleanup.
   */
  watch(frame: HTMLElement, options: { near: boolean }): () => void
  /** Called by the element once it hydrated: replays a tap that came before. */
  hydrated(): void
}

export interface HydrationGates {
  /**
   * The gate of a late element of the first page, by its frame's id scope (`c12`), for its
   * CTypes (nested ones included); null where nothing waits: on the server, and on pages reached
   * by client navigation (their code is loaded before they show).
   */
  gate(scope: string, types: ReadonlySet<string>): HydrationGate | null
  /**
   * Opens every gate and resolves once each element hydrated. Whatever changes what the elements
   * read (another view of the same page, new texts) waits for it: React drops the server HTML of
   * a boundary an update reaches while it still waits for its code.
   */
  openAll(): Promise<void>
  /**
   * The first page is being left for another: the pages after it render with their code loaded
   * (the router's prepare), so no element waits from now on, not even one of the same id.
   */
  leave(): void
}

/** The server's and the tests': nothing waits. */
export const noHydrationGates: HydrationGates = {
  gate: () => null,
  openAll: () => Promise.resolve(),
  leave: () => undefined,
}

export const HydrationGatesContext = createContext<HydrationGates>(noHydrationGates)

export const useHydrationGates = (): HydrationGates => useContext(HydrationGatesContext)
