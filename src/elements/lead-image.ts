import type { ContentElement, Media, Page } from '../lib/page'
import { LATER_IMAGE, leadImageOf } from './registry/lead-images'
import { nestedElementsOf } from './registry/nested-elements'
import { pageColumns } from './page-columns'

/**
 * The page's priority image: the first image in document order, likely its largest paint. Its
 * element renders it eagerly with fetchpriority="high" and every other image lazily; the head
 * preloads it when its address is known. A pure function of the page data, so the worker's
 * render, its head and the browser's hydration pick the same one, with no second pass.
 */
export interface LeadImageChoice {
  /** The element that renders the image (by identity: the very object of the page data). */
  element: ContentElement
  /** The image, for the preload; null when the element's data does not hold it yet. */
  media: Media | null
}

/** The first element of a list (nested ones in their place) that opens with an image. */
export const leadImageIn = (elements: readonly ContentElement[]): LeadImageChoice | null => {
  for (const element of elements) {
    if (element.problem !== undefined) continue
    const nested = nestedElementsOf(element)
    if (nested.length > 0) {
      const found = leadImageIn(nested)
      if (found) return found
      continue
    }
    const image = leadImageOf(element)
    if (image !== null) return { element, media: image === LATER_IMAGE ? null : image }
  }
  return null
}

/** The page's priority image, searched column by column in document order. */
export const pageLeadImage = (page: Page): LeadImageChoice | null => {
  for (const column of pageColumns(page)) {
    const found = leadImageIn(column.elements)
    if (found) return found
  }
  return null
}
