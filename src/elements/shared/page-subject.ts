import { createContext, useContext } from 'react'

/**
 * What the page shows beyond what its CMS page says, when the address chose it: a listing's
 * category (../product_listing/category-view.ts). The page's h1 names it (ElementHeader), as its
 * title and canonical address do; null for every other page.
 */
export const PageSubjectContext = createContext<string | null>(null)

export const usePageSubject = (): string | null => useContext(PageSubjectContext)
