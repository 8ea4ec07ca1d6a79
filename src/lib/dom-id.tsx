import { createContext, useContext, type ReactNode } from 'react'

/**
 * Element ids (label/for, aria-labelledby, aria-describedby) derived from what the content is:
 * the scope a component sits in (a content element `c12`, the header) and a name for the part,
 * e.g. `c12-product-4711-name`. Unlike `useId`, whose value depends on the component's position
 * in the tree, such an id is the same on every page and after every client navigation, so it
 * can be read in a test, linked to, and tells a reader of the HTML what it labels.
 */
const IdScopeContext = createContext('')

/** Characters kept in an id part; anything else (a SKU's slash or space) becomes `_`. */
const idPart = (part: string | number): string => String(part).replace(/[^A-Za-z0-9_-]/g, '_')

const joinId = (scope: string, parts: readonly (string | number)[]): string =>
  [scope, ...parts.map(idPart)].filter((part) => part !== '').join('-')

/** The id of one part within the enclosing scope; `parts` name it (`'product', sku, 'name'`). */
export const useDomId = (...parts: readonly (string | number)[]): string =>
  joinId(useContext(IdScopeContext), parts)

/**
 * Opens a scope: ids below are prefixed with `name`, so repeated components stay distinct. The
 * name must be unique on the page by itself (a content element's `c{uid}`, `header`): scopes
 * replace, not nest, which keeps ids short and each scope's ids independent of where it sits.
 */
export function IdScope({ name, children }: { name: string; children: ReactNode }) {
  return <IdScopeContext.Provider value={idPart(name)}>{children}</IdScopeContext.Provider>
}
