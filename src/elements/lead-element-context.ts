import { createContext, useContext } from 'react'
import type { ContentElement } from '../lib/page'

/**
 * The element that renders the page's priority image (./lead-image.ts), by identity; null when
 * none does. Nested lists (shortcuts, containers) read it from here as the page's columns do.
 */
export const LeadElementContext = createContext<ContentElement | null>(null)

export const useLeadElement = (): ContentElement | null => useContext(LeadElementContext)
