import { createContext, useContext } from 'react'

/**
 * Client navigation for components that lead somewhere without a link click (a filter changed,
 * a search submitted): the app's router provides it (src/app/Storefront.tsx), so the next page
 * comes as a payload, without a reload. Without the router (unit tests, a component outside the
 * app) the browser loads the address itself.
 */
export type Navigate = (href: string) => void

export const NavigationContext = createContext<Navigate>((href) => window.location.assign(href))

export const useNavigate = (): Navigate => useContext(NavigationContext)
