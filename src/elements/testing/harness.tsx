import { act, type ReactNode } from 'react'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { watchHydration } from '../../../test/support/watch-hydration'
import type { ContentElement } from '../../lib/page'
import { StorefrontContext, type StorefrontContextValue } from '../../lib/storefront-context'
import { allElementComponents } from '../registry/components'
import { parseContentElement } from '../registry/schemas'
import { ContentElements } from '../ContentElements'
import { leadImageIn } from '../lead-image'
import type { ElementComponents } from '../registry'
import { ElementComponentsContext } from '../registry/element-components-context'
import { createCommerce, withCommerce, type Commerce } from './commerce'

// Tells React that act() is available, so it does not warn through console.error.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export const storefront = (overrides: Partial<StorefrontContextValue> = {}) => ({
  locale: 'de',
  languageTag: 'de-DE',
  dev: false,
  localePath: (path: string) => path,
  texts: () => ({}),
  ...overrides,
})

export const withStorefront = (
  tree: ReactNode,
  overrides: Partial<StorefrontContextValue> = {},
) => <StorefrontContext.Provider value={storefront(overrides)}>{tree}</StorefrontContext.Provider>

/** The content fields each filled CType's fill sets (src/elements/registry/fills.ts). */
const FILLED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  product_detail: ['detail', 'size'],
  product_listing: ['listing'],
}

/**
 * An element as the worker renders it: parsed as before caching, then filled from the shop
 * (src/elements/registry/fills.ts; here: the fixture's own `detail` or `listing`, when it has one).
 */
const asWorkerRenders = (element: ContentElement): ContentElement => {
  const parsed = parseContentElement(element)
  // Own keys only: an element's type may be any text, 'toString' among them.
  const fields = Object.hasOwn(FILLED_FIELDS, element.type) ? FILLED_FIELDS[element.type] : []
  const filled = (fields ?? []).filter((field) => field in element.content)
  if (filled.length === 0) return parsed
  const values = Object.fromEntries(filled.map((field) => [field, element.content[field]]))
  return { ...parsed, content: { ...parsed.content, ...values } }
}

/**
 * <ContentElements> as a page gets it: the elements' content parsed first, as the worker does
 * before it caches a page, and the element code in context (by default the server's: all of it).
 * The first image of the list is the priority image, as if the list were the page's main
 * column; `priorityFirst={false}` makes none of them one (content below a page's hero).
 */
export function Elements({
  elements,
  priorityFirst,
  components = allElementComponents,
}: {
  elements: ContentElement[]
  priorityFirst?: boolean
  components?: ElementComponents
}) {
  const parsed = elements.map(asWorkerRenders)
  const lead = priorityFirst === false ? null : (leadImageIn(parsed)?.element ?? null)
  return (
    <ElementComponentsContext.Provider value={components}>
      <ContentElements elements={parsed} lead={lead} />
    </ElementComponentsContext.Provider>
  )
}

/**
 * A column of elements inside the storefront, site and cart contexts, as the app shell renders
 * it; the shop elements (product_listing, cart) read the last two.
 */
export const column = (
  elements: ContentElement[],
  overrides: Partial<StorefrontContextValue> = {},
  commerce: Commerce = createCommerce(),
  components: ElementComponents = allElementComponents,
) =>
  withStorefront(
    withCommerce(<Elements elements={elements} components={components} />, commerce),
    overrides,
  )

/** Server HTML of `tree` in a detached container, for queries (DOM environments only). */
export const renderStatic = (tree: ReactNode): HTMLElement => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree)
  return container
}

export interface HydrationResult {
  html: string
  container: HTMLElement
  /** Every mismatch React reported (watch-hydration.tsx); empty when hydration matched. */
  mismatches: string[]
}

const mounted: { root: Root; container: HTMLElement }[] = []

/**
 * The SSR round trip of DESIGN.md section 4: render `serverTree` to a string, put it in the
 * document, hydrate it with `clientTree` (by default the same tree) and collect every mismatch
 * React reports.
 */
export async function renderAndHydrate(
  serverTree: ReactNode,
  clientTree: ReactNode = serverTree,
): Promise<HydrationResult> {
  const html = renderToString(serverTree)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.appendChild(container)
  const { root, mismatches } = await watchHydration(container, clientTree)
  mounted.push({ root, container })
  return { html, container, mismatches }
}

/** Unmounts what renderAndHydrate mounted; call in afterEach. */
export function cleanupHydrated() {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount())
    container.remove()
  }
}
