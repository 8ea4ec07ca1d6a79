import { createContext, useContext } from 'react'
import type { ElementComponents } from './element-component'

/** Where a render gets element code from, and how it gets what a page needs before showing it. */
export interface ElementCode {
  components: ElementComponents
  /** Resolves once every given CType can render. */
  load(types: Iterable<string>): Promise<void>
}

export const ElementComponentsContext = createContext<ElementComponents>({})

export const useElementComponents = (): ElementComponents => useContext(ElementComponentsContext)
