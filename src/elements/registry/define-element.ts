import type * as z from 'zod'
import type { ContentElement } from '../../lib/page'
import type { ElementFill } from './element-fill'

/** What parses a CType's `content`: a zod schema giving an object (the worker's only). */
export type ContentSchema = z.ZodType<Record<string, unknown>>

/**
 * Parses an element another element holds (a shortcut's record, a container's child) by its
 * own type's schema: the registry's parseContentElement, handed to the schema of an element
 * that holds elements, since that schema is in the registry too.
 */
export type ParseNested = (element: ContentElement) => ContentElement

/**
 * One content element type, as its folder declares it in definition.ts (`definition`): the
 * registries (./generated, written by scripts/element-registry.mjs) are derived from these.
 * The folder's `<Name>Element.tsx` is its component and `fixture.ts` its test fixture; the
 * generator finds both by name. docs/adding-a-content-element.md walks through one.
 */
export interface ElementDefinition<
  T extends string = string,
  S extends ContentSchema = ContentSchema,
> {
  /** The TYPO3 CType, a string literal equal to the folder's name. */
  readonly type: T
  /**
   * The schema of its `content`; for a type whose content holds elements, a function of the
   * parser of those (`shortcutSchemaOf`).
   */
  readonly schema: S | ((parseNested: ParseNested) => S)
  /**
   * The chunk its browser code shares with other types' (a string literal, one of the groups
   * of scripts/element-registry.mjs); without one, its code is a chunk of its own.
   */
  readonly chunk?: string
  /**
   * What the worker adds to its content per request (./element-fill.ts); none: as the CMS sent it.
   */
  readonly fill?: ElementFill<z.output<S>>
}

/** Types an element's definition: the identity, so that `type` stays a literal. */
export const defineElement = <const T extends string, S extends ContentSchema>(
  definition: ElementDefinition<T, S>,
): ElementDefinition<T, S> => definition
