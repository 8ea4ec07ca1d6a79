/**
 * CMS content elements: one folder per TYPO3 CType (component, schema of its `content`, styles),
 * the registry that maps CTypes to them, and <ContentElements>, which renders a column of them.
 * May import src/lib, src/brands, src/cart, src/account, react and zod; never hono, worker code
 * or src/app. Everything here renders in workerd and hydrates in the browser unchanged.
 */
export { ContentElements, type ContentElementsProps } from './ContentElements'
export { elementRegistry, getElementDefinition, type ElementType } from './registry'
export { defineElement, type ElementDefinition, type ElementProps } from './element-definition'
export { HeroBanner, type HeroBannerProps } from './hero_banner/HeroBanner'
