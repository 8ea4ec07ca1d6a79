// The markup the client's renderer writes for a tree, without effects. Under the `unit` project
// that is React (the unrecorded react-dom/server: this is the client's render, not the
// worker's); under `unit-preact` vitest.config.ts swaps in test/preact/client-markup.ts.
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server.node'

export const clientMarkup = (tree: ReactNode): string => renderToStaticMarkup(tree)
