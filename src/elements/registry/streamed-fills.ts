import { createContext, use, useContext } from 'react'

/** Filled element contents of one page, by element id (./fills.ts). */
export type ElementFills = Readonly<Record<string, Readonly<Record<string, unknown>>>>

/**
 * The server's render starts before the shop answered (README 'Rendering'): the worker hands a
 * page's streamed fills over as a promise here, and their elements suspend on it, so everything
 * around them streams at once. The browser never has it: its payload holds the fills already.
 */
export const StreamedFillsContext = createContext<Promise<ElementFills> | null>(null)

/**
 * An element's content with its streamed fill (ElementFill.streamed): as the payload has it in
 * the browser; on the server it suspends until the fill is there, so call it inside a
 * <Suspense> boundary. The fill is the one its type declared, for this very content.
 */
export function useStreamedContent<C extends Readonly<Record<string, unknown>>>(
  id: number,
  content: C,
): C {
  const pending = useContext(StreamedFillsContext)
  // `use` may be called conditionally (https://react.dev/reference/react/use).
  return pending ? ((use(pending)[String(id)] as C | undefined) ?? content) : content
}
