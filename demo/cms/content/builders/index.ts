import type { ContentElement } from '../../types'
import { accountElements } from './account-elements'
import { elementMaker } from './element-frame'
import { fileMaker } from './file-refs'
import { mediaElements } from './media-elements'
import { menuElements, type MenuScope } from './menu-elements'
import { pluginElements } from './plugin-elements'
import { shopElements } from './shop-elements'
import { textElements } from './text-elements'

/**
 * One short call per content element. Every builder takes the header first and returns a
 * complete EXT:headless element; the families live in this folder, one file each.
 */

export { ORIGIN } from './file-refs'
export type { ElementOptions } from './element-frame'
export type { GalleryOptions } from './gallery'

/** What a builder needs from the page tree of its locale, relative to the page being built. */
export interface BuilderScope extends MenuScope {
  pageId: number
  rootCategoryId: number
  link: (key: string) => string
  shared: (name: string) => ContentElement[]
}

export const createBuilder = (scope: BuilderScope) => {
  // One element counter and one file counter per page: ids follow the order of the calls.
  const element = elementMaker(scope.pageId)
  return {
    ...scope,
    file: fileMaker(scope.pageId),
    ...textElements(element),
    ...mediaElements(element),
    ...menuElements(element, scope),
    ...pluginElements(element),
    ...shopElements(element),
    ...accountElements(element),
  }
}

export type Builder = ReturnType<typeof createBuilder>
