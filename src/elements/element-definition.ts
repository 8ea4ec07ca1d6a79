import type { ComponentType } from 'react'
import type { ContentElement } from '../lib/page'

/** What every element component receives. */
export interface ElementProps<Content> {
  element: ContentElement
  /** The element's `content`, as its type's schema parsed it in the worker. */
  content: Content
  /**
   * True for the first element of the page: its first image may be the largest paint, so it
   * loads eagerly with fetchPriority="high" instead of lazily.
   */
  priority: boolean
}

/**
 * The component of one CType. Components of different content types sit side by side in one
 * registry, so the content type is widened here; that is sound because an element's content was
 * parsed by the schema of that very type (src/elements/content-schemas.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ElementComponent = ComponentType<ElementProps<any>>
