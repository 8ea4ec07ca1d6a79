import { Component, Suspense, use, type ComponentProps, type ReactNode } from 'react'
import { loadOnce } from '../lib/load-once'
import { useT } from '../lib/i18n'
import type { ErrorPage } from './ErrorPage'

type ErrorPageComponent = typeof ErrorPage
type ErrorPageProps = ComponentProps<ErrorPageComponent>

let loaded: ErrorPageComponent | null = null

/**
 * The error page's code, once: few page views ever show it, so it is not part of every page's
 * first script. The browser entry loads it before hydrating an error page and the router before
 * it shows one, so both render at once, as the server did. A failed load is not kept: the next
 * error page asks again (../lib/load-once.ts).
 */
export const loadErrorPage: () => Promise<void> = loadOnce(() =>
  import('./ErrorPage').then((module) => {
    loaded = module.ErrorPage
  }),
)

/**
 * The error page, rendered as soon as its code is there. Unloaded (the server's first error
 * page, a page that broke while rendering in the browser), it suspends until the code arrives:
 * on the server the document waits the one module load, in the browser the nearest Suspense
 * boundary shows its fallback.
 */
export function ErrorPageOnDemand(props: ErrorPageProps) {
  if (loaded === null) use(loadErrorPage())
  const Page = loaded as ErrorPageComponent
  return <Page {...props} />
}

/** Should the error page's own code not load (offline, a deploy removed it), its plain body. */
class WithoutErrorPageCode extends Component<ErrorPageProps & { children: ReactNode }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return <PlainErrorBody status={this.props.error.status} />
  }
}

/** The status and the site's general words for it: no code beyond the page's own. */
function PlainErrorBody({ status }: { status: number }) {
  const t = useT()
  return (
    <main id="main-content" className="container sf-error-page">
      <h1 className="sf-error__title">{status}</h1>
      <p className="sf-error__message">{t(status === 404 ? 'error.not-found' : 'error.generic')}</p>
    </main>
  )
}

/**
 * The error page in place of a page that broke in the browser (PageErrorBoundary): its code may
 * still have to load, meanwhile the space stays empty, and should it fail to load, the error's
 * plain body shows: header, cart and footer stay usable whatever happens here.
 */
export function ErrorPageInPlace(props: ErrorPageProps) {
  return (
    <WithoutErrorPageCode {...props}>
      <Suspense fallback={null}>
        <ErrorPageOnDemand {...props} />
      </Suspense>
    </WithoutErrorPageCode>
  )
}
