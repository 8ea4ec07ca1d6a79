import { createContext, useContext } from 'react'
import type { PagePayload } from './page'

/**
 * Client navigation for components that lead somewhere without a link click (a filter changed,
 * a search submitted): the app's router provides it (src/app/Storefront.tsx), so the next page
 * comes as a payload, without a reload. Without the router (unit tests, a component outside the
 * app) the browser loads the address itself.
 */
export type Navigate = (href: string) => void

export const NavigationContext = createContext<Navigate>((href) => window.location.assign(href))

export const useNavigate = (): Navigate => useContext(NavigationContext)

/**
 * Another page's payload, for components that show part of it in place (the listing's quick
 * view shows the product detail page's element). The app's router provides it: the payload is
 * fetched as a navigation would (and kept for one), so opening that page next needs no request.
 * Without the router it fails, and the component links to the page instead.
 */
export type FetchPage = (href: string) => Promise<PagePayload>

export const FetchPageContext = createContext<FetchPage>(() =>
  Promise.reject(new Error('no router to fetch pages')),
)

export const useFetchPage = (): FetchPage => useContext(FetchPageContext)
