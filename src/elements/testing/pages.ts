import type { ContentElement, Page } from '../../lib/page'
import { element } from './element'

/** An element of `type` with nothing but `content`, for rules that look at a page's elements. */
export const elementOf = (type: string, content: Record<string, unknown> = {}): ContentElement =>
  element(1, type, content)

/** A page whose main column holds `elements`, and nothing else a rule would read. */
export const pageWith = (...elements: ContentElement[]) =>
  ({ content: { colPos0: elements } }) as unknown as Page
