import { use, type ComponentProps } from 'react'
import type { ErrorPage } from './ErrorPage'

type ErrorPageComponent = typeof ErrorPage

let loaded: ErrorPageComponent | null = null
let loading: Promise<void> | null = null

/**
 * The error page's code, once: few page views ever show it, so it is not part of every page's
 * first script. The browser entry loads it before hydrating an error page and the router before
 * it shows one, so both render at once, as the server did.
 */
export const loadErrorPage = (): Promise<void> =>
  (loading ??= import('./ErrorPage').then((module) => {
    loaded = module.ErrorPage
  }))

/**
 * The error page, rendered as soon as its code is there. Unloaded (the server's first error
 * page, a page that broke while rendering in the browser), it suspends until the code arrives:
 * on the server the document waits the one module load, in the browser the nearest Suspense
 * boundary shows its fallback.
 */
export function ErrorPageOnDemand(props: ComponentProps<ErrorPageComponent>) {
  if (loaded === null) use(loadErrorPage())
  const Page = loaded as ErrorPageComponent
  return <Page {...props} />
}
