import { ContentElements } from '../ContentElements'
import { classToken } from '../shared/class-names'
import type { ContainerLayoutProps } from './container-layouts'

/** More columns side by side than this wrap onto a new row: four is the readable most. */
const MAX_COLUMNS = 4

/**
 * Any container, whatever its CType: its columns side by side from md up, in the container's
 * order (stacked in that order on a phone), each its own column of elements.
 */
export function ContainerGrid({ columns }: ContainerLayoutProps) {
  if (columns.length === 0) return null
  return (
    <div
      className={`ce-container__grid ce-container__grid--cols-${Math.min(columns.length, MAX_COLUMNS)}`}
    >
      {columns.map((column, index) => (
        <div
          key={`${index}:${column.name}`}
          className={`ce-container__column ce-container__column--${classToken(column.name)}`}
        >
          <ContentElements elements={column.elements} />
        </div>
      ))}
    </div>
  )
}
