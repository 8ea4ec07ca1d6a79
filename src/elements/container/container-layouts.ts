import { createContext, type ComponentType } from 'react'
import type { Brand } from '../../brands/brand'
import type { ContentOf } from '../registry'
import type { ContainerColumn } from './schema'

/** What a container layout gets: the container's content and its columns that hold elements. */
export interface ContainerLayoutProps {
  content: ContentOf<'container'>
  columns: readonly ContainerColumn[]
}

export type ContainerLayout = ComponentType<ContainerLayoutProps>

/** Per brand: the CMS's container CType (`containerType`) → the layout that brand gives it. */
export type BrandContainerLayouts = {
  readonly [B in Brand]?: Readonly<Record<string, ContainerLayout>>
}

/**
 * The brands' own container layouts. Empty: every brand shows every container in the generic
 * grid (./ContainerGrid.tsx). A brand that wants a CType to look otherwise adds its component
 * here, `queisser: { 'b13-2cols-with-header-container': TeaserPair }`; the grid stays the
 * fallback for every other CType, so a new container in the CMS always renders.
 */
export const BRAND_CONTAINER_LAYOUTS: BrandContainerLayouts = {}

/** The layouts a render uses: the brands' registry above, or another one a test provides. */
export const ContainerLayoutsContext = createContext<BrandContainerLayouts>(BRAND_CONTAINER_LAYOUTS)

/** The brand's layout of a container CType, if it has one of its own. */
export const containerLayoutFor = (
  layouts: BrandContainerLayouts,
  brand: string | undefined,
  containerType: string,
): ContainerLayout | null => {
  const own = brand !== undefined && Object.hasOwn(layouts, brand) ? layouts[brand as Brand] : null
  return own && Object.hasOwn(own, containerType) ? (own[containerType] ?? null) : null
}
