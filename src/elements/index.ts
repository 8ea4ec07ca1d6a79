/**
 * CMS content elements: one folder per TYPO3 CType (its definition, component, schema of its
 * `content`, test fixture, styles), the registries generated from those folders
 * (docs/adding-a-content-element.md), and <ContentElements>, which renders a column of them.
 * May import src/lib, src/brands, src/shop, src/account, react and zod; never hono, worker code
 * or src/app. Everything here renders in workerd and hydrates in the browser unchanged.
 *
 * The registry (./registry: CType → content schema, component, lazy component) says which map
 * serves whom; the schemas are for the worker only, and the browser never loads them.
 */
export { ContentElements, type ContentElementsProps } from './ContentElements'
export type {
  ContentOf,
  ElementCode,
  ElementComponent,
  ElementComponents,
  ElementProps,
  ElementType,
} from './registry'
export { ElementComponentsContext } from './registry/element-components-context'
export { elementTypesIn } from './element-types'
export {
  hydrationPlan,
  lateHydratedElements,
  type HydrationPlan,
  type LateHydration,
} from './late-hydration'
export {
  HydrationGatesContext,
  noHydrationGates,
  type HydrationGate,
  type HydrationGates,
} from './registry/hydration-gates'
export { pageLeadImage, leadImageIn, type LeadImageChoice } from './lead-image'
export { pageColumns, type PageColumn } from './page-columns'
export { pageProductSkus, pageShowsCart } from './page-products'
export { pageNeedsShop } from './shop-pages'
export { productDetailOfPage, productStructuredData } from './product_detail/structured-data'
export { elementStructuredData } from './page-structured-data'
export { categoryViewOfPage, type CategoryView } from './product_listing/category-view'
export { categoryViewHref } from './product_listing/category-view-href'
export { PageSubjectContext } from './shared/page-subject'
export { plainTextOf, type ProductDetail } from './product_detail/product-detail'
export { HeroBanner, type HeroBannerProps } from './hero_banner/HeroBanner'
export { localePageLinks } from './shared/use-page-link'
