import type { ComponentType } from 'react'
import type { ContentElement } from '../../lib/page'
import type { ContentOf, ElementType } from './element-type'

/** What the component of a CType receives: `ElementProps<'textpic'>`. */
export interface ElementProps<T extends ElementType> {
  element: ContentElement
  /** The element's `content`, as its type's schema parsed it in the worker. */
  content: ContentOf<T>
  /**
   * True for the element that shows the page's first image (src/elements/lead-image.ts), the
   * likely largest paint: that image loads eagerly with fetchPriority="high" instead of lazily.
   */
  priority: boolean
}

/** The component of one CType, taking that CType's parsed content. */
export type ElementComponent<T extends ElementType = ElementType> = ComponentType<ElementProps<T>>

/** Every CType's component, each typed by its own content. */
export type ElementComponentMap = { readonly [T in ElementType]: ElementComponent<T> }

/** The element components a render can use: all of them on the server, the loaded ones in the browser. */
export type ElementComponents = Partial<ElementComponentMap>

/** An element the worker parsed without a problem, its content typed by its CType. */
export type ParsedElement<T extends ElementType = ElementType> = ContentElement & {
  type: T
  content: ContentOf<T>
}

/**
 * Whether an element can render with the given components: parsed without a problem, and of a
 * CType among them. Its content is then what that CType's schema gave (the worker parsed it with
 * that very schema before caching: src/worker/cms/normalise.ts).
 */
export const isRenderable = (
  element: ContentElement,
  components: ElementComponents,
): element is ParsedElement =>
  element.problem === undefined && Object.hasOwn(components, element.type)

/** Whether an element is a parsed shortcut ('Insert records'), whose content holds elements. */
export const isParsedShortcut = (element: ContentElement): element is ParsedElement<'shortcut'> =>
  element.type === 'shortcut' && element.problem === undefined

/** Whether an element is a parsed b13/container, whose columns hold elements. */
export const isParsedContainer = (element: ContentElement): element is ParsedElement<'container'> =>
  element.type === 'container' && element.problem === undefined
