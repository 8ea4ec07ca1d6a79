import type { ElementComponentMap } from './element-component'
import type { ElementCode } from './element-components-context'
import { elementComponents } from './generated/server'

/**
 * Every element component at once, for the server, which renders any page: each folder's
 * `<Name>Element` (./generated/server.ts), typed here by its CType's content. The browser loads
 * only those of the page it shows (./lazy-components.ts), each as a chunk of its own.
 */
export const allElementComponents: ElementComponentMap = elementComponents

/** The server's element code: everything is there from the start. */
export const allElementCode: ElementCode = {
  components: allElementComponents,
  load: () => Promise.resolve(),
}
