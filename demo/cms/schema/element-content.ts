import { z } from 'zod'
import { elementSchemaFor } from './element-schema'
import { headerFields } from './field-schemas'
import { PLUGIN_ELEMENT_CONTENT } from './plugin-element-schemas'
import { SHOP_ELEMENT_CONTENT } from './shop-element-schemas'
import { TEXT_ELEMENT_CONTENT } from './text-element-schemas'

/** Content shape per element type: exactly what the storefront's element renderers parse. */
export const ELEMENT_CONTENT = {
  ...TEXT_ELEMENT_CONTENT,
  // A shortcut holds whole elements, so it is checked here, where the element schema is made.
  shortcut: z.strictObject({
    ...headerFields,
    get shortcut() {
      return z.array(elementSchema).min(1)
    },
  }),
  ...SHOP_ELEMENT_CONTENT,
  ...PLUGIN_ELEMENT_CONTENT,
}

export type ElementType = keyof typeof ELEMENT_CONTENT
export const ELEMENT_TYPES = Object.keys(ELEMENT_CONTENT) as ElementType[]

export const elementSchema: z.ZodType<{ type: string; content: unknown }> =
  elementSchemaFor(ELEMENT_CONTENT)
