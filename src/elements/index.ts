/**
 * CMS content elements: one folder per TYPO3 CType (component, schema of its `content`, styles),
 * the registries that map CTypes to them, and <ContentElements>, which renders a column of them.
 * May import src/lib, src/brands, src/cart, src/account, react and zod; never hono, worker code
 * or src/app. Everything here renders in workerd and hydrates in the browser unchanged.
 *
 * The schemas (content-schemas.ts) are for the worker, which parses content before caching a
 * page; the browser never loads them. The server renders with allElementComponents; the browser
 * loads each CType's component as a chunk of its own (load-components.ts).
 */
export { ContentElements, type ContentElementsProps } from './ContentElements'
export type { ElementType } from './content-schemas'
export { type ElementComponent, type ElementProps } from './element-definition'
export {
  ElementComponentsContext,
  type ElementCode,
  type ElementComponents,
} from './element-components'
export { elementTypesIn } from './element-types'
export { pageNeedsCatalogue, pageShowsCart } from './catalogue-pages'
export { HeroBanner, type HeroBannerProps } from './hero_banner/HeroBanner'
