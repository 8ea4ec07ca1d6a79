// The markup preact writes for a tree, without effects: what the browser's first render
// produces, to compare with the HTML React rendered on the server. preact keeps the server's
// attributes when it hydrates, so only this comparison shows an attribute that differs.
import type { ReactNode } from 'react'
import { renderToString } from 'preact-render-to-string'
import type { VNode } from 'preact'

export const clientMarkup = (tree: ReactNode): string => renderToString(tree as unknown as VNode)
