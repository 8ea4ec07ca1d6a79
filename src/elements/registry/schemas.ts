import type { ContentElement } from '../../lib/page'
import { readContainer } from '../container/container-shape'
import type { ContentSchema, ElementDefinition } from './define-element'
import type { ElementType } from './element-type'
import type { ElementDefinitions } from './generated/elements'
import { elementDefinitions } from './generated/server'

export type { ContentOf, ElementType } from './element-type'

/** The server's definitions are those the types are derived from (both generated from one scan). */
const definitions: ElementDefinitions = elementDefinitions

const schemaOf = ({ schema }: ElementDefinition): ContentSchema =>
  typeof schema === 'function' ? schema(parseContentElement) : schema

/**
 * TYPO3 CType → the schema of its `content` (its definition's; shortcut's and container's are
 * given this module's parser for the elements they hold), for the worker (see ./index.ts). A
 * CType missing here is unknown.
 */
const contentSchemas = Object.fromEntries(
  Object.entries(definitions).map(([type, definition]) => [type, schemaOf(definition)]),
) as Readonly<Record<ElementType, ContentSchema>>

export const ELEMENT_TYPES = Object.keys(contentSchemas) as ElementType[]

/** Own keys only, so that a CType named 'constructor' is no element. */
export const isElementType = (type: string): type is ElementType =>
  Object.hasOwn(contentSchemas, type)

/**
 * An element with its `content` parsed by its type's schema. An unknown type or content that
 * does not parse keeps the element (development shows a placeholder naming it) with the reason
 * in `problem`: it never breaks the page. Invalid content is emptied. An unknown type keeps its
 * content as the CMS sent it, so the cached page still holds it when a later release knows the
 * type (the worker parses it then, src/worker/cms/cached-elements.ts); the worker empties it
 * before a render, which never reads it.
 */
export function parseContentElement(element: ContentElement): ContentElement {
  const { problem: _previous, ...frame } = element
  if (!isElementType(element.type)) {
    // b13/container CTypes are each project's own: a container is known by its shape.
    // A broken one keeps its CMS CType, which the worker's log and the placeholder name.
    if (readContainer(element.content) === null) return { ...frame, problem: 'unknown-type' }
    const content = { ...element.content, containerType: element.type }
    const parsed = contentSchemas.container.safeParse(content)
    if (!parsed.success) return { ...frame, content: {}, problem: 'invalid-content' }
    return { ...frame, type: 'container', content: parsed.data }
  }
  const parsed = contentSchemas[element.type].safeParse(element.content)
  if (!parsed.success) return { ...frame, content: {}, problem: 'invalid-content' }
  return { ...frame, content: parsed.data }
}
