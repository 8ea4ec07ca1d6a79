import { createContext, useContext, type ReactNode } from 'react'

/**
 * Element ids (label/for, aria-labelledby, aria-describedby) that the worker's React and the
 * browser's preact/compat agree on. `useId` cannot serve: each renderer numbers its tree in its
 * own format (`_R_…` against `P0-…`), and preact keeps the server's attributes when it hydrates,
 * so an element mounted later would point at an id nobody carries. These ids are derived from
 * what the content is instead: the scope a component sits in (a content element `c12`, the
 * header) and a name for the part, e.g. `c12-product-4711-name`.
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
