import type * as z from 'zod'
import type { ContentSchema, ElementDefinition } from './define-element'
import type { ElementDefinitions } from './generated/elements'

/** A CType the storefront knows: one folder of src/elements with a definition.ts. */
export type ElementType = keyof ElementDefinitions

type SchemaOf<D> = D extends ElementDefinition<string, infer S extends ContentSchema> ? S : never

/** The parsed `content` of one CType, as its schema gives it: `ContentOf<'textpic'>`. */
export type ContentOf<T extends ElementType> = z.output<SchemaOf<ElementDefinitions[T]>>
