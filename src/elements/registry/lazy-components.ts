import { inBatches } from '../../lib/in-batches'
import type { ElementComponent } from './element-component'
import type { ElementCode } from './element-components-context'
import type { ElementType } from './element-type'
import { elementLoaders } from './generated/browser'

/**
 * The browser's element components, one chunk per CType (or per chunk group): a page downloads
 * the code of the elements it shows and no other (the worker preloads those chunks, see
 * scripts/build.mjs). The loaders are generated (./generated/browser.ts); typed here, each by its
 * CType's content.
 */
const loaders: { readonly [T in ElementType]: () => Promise<ElementComponent<T>> } = elementLoaders

/**
 * At most this many element chunks load at once: a page of many element types must not crowd
 * out its images and the payload of the next page on a slow connection (HTTP/2 would take them
 * all, but the bandwidth is shared).
 */
export const MAX_PARALLEL_CHUNKS = 4

/**
 * Element components loaded on demand, for one page load. `load` resolves once every given type
 * can render; the router awaits it before it shows a page, so no element renders half-loaded and
 * hydration meets the same tree the server rendered.
 */
export const createElementComponentLoader = (): ElementCode => {
  const components: { -readonly [T in ElementType]?: ElementComponent<T> } = {}
  const isLoadable = (type: string): type is ElementType => Object.hasOwn(loaders, type)
  const loadOne = async (type: ElementType) => {
    Object.assign(components, { [type]: await loaders[type]() })
  }
  const load = async (types: Iterable<string>): Promise<void> => {
    const missing = [...new Set(types)].filter((type) => isLoadable(type) && !components[type])
    await inBatches(missing.filter(isLoadable), MAX_PARALLEL_CHUNKS, loadOne)
  }
  return { components, load }
}
