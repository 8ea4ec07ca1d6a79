import type { ComponentType } from 'react'
import type * as z from 'zod'
import type { ContentElement } from '../lib/page'

/** What every element component receives. */
export interface ElementProps<Content> {
  element: ContentElement
  /** The element's `content`, parsed by its schema. */
  content: Content
  /**
   * True for the first element of the page: its first image may be the largest paint, so it
   * loads eagerly with fetchPriority="high" instead of lazily.
   */
  priority: boolean
}

/** One registry entry: the schema of a CType's `content` and the component that renders it. */
export interface ElementDefinition<Content = unknown> {
  schema: z.ZodType<Content>
  Component: ComponentType<ElementProps<Content>>
}

/**
 * Pairs a schema with a component typed by that schema's output. The registry holds entries of
 * different content types side by side, so the pair is widened to ElementDefinition<unknown>;
 * that is sound because the component only ever receives what this very schema parsed.
 */
export const defineElement = <Schema extends z.ZodType>(
  schema: Schema,
  Component: ComponentType<ElementProps<z.output<Schema>>>,
): ElementDefinition => ({ schema, Component }) as unknown as ElementDefinition
