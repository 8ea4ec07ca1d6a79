import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { watchHydration } from './watch-hydration'

/**
 * A minimal DOM test harness (no testing-library in this project): mount into happy-dom inside
 * act(), and an SSR → hydrateRoot round trip that collects every hydration complaint.
 * Test-only; components never import it.
 */

// Tells React that updates are wrapped in act(), so it flushes effects synchronously.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export interface Rendered {
  container: HTMLElement
  rerender: (ui: ReactNode) => void
  unmount: () => void
}

export const render = (ui: ReactNode): Rendered => {
  const container = document.createElement('div')
  document.body.appendChild(container)
  let root: Root | undefined
  act(() => {
    root = createRoot(container)
    root.render(ui)
  })
  return {
    container,
    rerender: (next) => act(() => root?.render(next)),
    unmount: () => {
      act(() => root?.unmount())
      container.remove()
    },
  }
}

export interface Hydrated {
  container: HTMLElement
  html: string
  /** Whether hydration kept the server's DOM nodes (React replaces them after a mismatch). */
  adopted: boolean
  /** Every mismatch React reported (watch-hydration.tsx); empty when hydration matched. */
  mismatches: string[]
  unmount: () => void
}

/** Browser globals workerd does not have; hidden while the "server" renders. */
const BROWSER_ONLY = ['window', 'document', 'location', 'localStorage', 'sessionStorage'] as const

/**
 * Runs `render` with the browser-only globals removed, as in workerd, so a component that
 * branches on `typeof window` renders its server output here and a mismatch shows up.
 */
const withoutBrowserGlobals = <T,>(render: () => T): T => {
  const saved = BROWSER_ONLY.map(
    (key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const,
  )
  for (const [key, descriptor] of saved)
    if (descriptor?.configurable) Reflect.deleteProperty(globalThis, key)
  try {
    return render()
  } finally {
    for (const [key, descriptor] of saved)
      if (descriptor) Object.defineProperty(globalThis, key, descriptor)
  }
}

/**
 * Renders `server` to HTML as the worker would (without browser globals), then hydrates `client`
 * (default: the same tree) over it and collects every mismatch React reports.
 */
export const hydrate = async (server: ReactNode, client: ReactNode = server): Promise<Hydrated> => {
  const html = withoutBrowserGlobals(() => renderToString(server))
  const container = document.createElement('div')
  container.innerHTML = html
  const serverNode = container.firstChild
  document.body.appendChild(container)
  const { root, mismatches } = await watchHydration(container, client)
  return {
    container,
    html,
    adopted: serverNode !== null && container.firstChild === serverNode,
    mismatches,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}
