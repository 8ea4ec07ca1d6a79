import { createElement, useContext } from 'react'
import { SiteContext } from '../../lib/site-context'
import type { ElementProps } from '../registry'
import { classToken } from '../shared/class-names'
import { ElementHeader } from '../shared/ElementHeader'
import { containerLayoutFor, ContainerLayoutsContext } from './container-layouts'
import { ContainerGrid } from './ContainerGrid'

/**
 * A b13/container element: its header, then its columns in the brand's layout for its CType,
 * or the generic grid. Empty columns are left out: an editor's unfilled column leaves no gap.
 */
export function ContainerElement({ content }: ElementProps<'container'>) {
  // Read without useSite(): a container renders wherever elements do, site or not.
  const brand = useContext(SiteContext)?.brand
  const layouts = useContext(ContainerLayoutsContext)
  const layout = containerLayoutFor(layouts, brand, content.containerType) ?? ContainerGrid
  const columns = content.columns.filter((column) => column.elements.length > 0)
  return (
    <div className={`ce-container ce-container--${classToken(content.containerType)}`}>
      <ElementHeader fields={content} />
      {/* createElement: the layout comes from a registry whose entries never change. */}
      {createElement(layout, { content, columns })}
    </div>
  )
}
