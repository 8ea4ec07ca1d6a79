import { createContext, useContext } from 'react'
import type { ElementType } from './content-schemas'
import type { ElementComponent } from './element-definition'

/** The element components a render can use: all of them on the server, the loaded ones in the browser. */
export type ElementComponents = Readonly<Partial<Record<ElementType, ElementComponent>>>

/** Where a render gets element code from, and how it gets what a page needs before showing it. */
export interface ElementCode {
  components: ElementComponents
  /** Resolves once every given CType can render. */
  load(types: Iterable<string>): Promise<void>
}

export const ElementComponentsContext = createContext<ElementComponents>({})

export const useElementComponent = (type: string): ElementComponent | undefined => {
  const components = useContext(ElementComponentsContext)
  return Object.hasOwn(components, type) ? components[type as ElementType] : undefined
}
