import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorPageInPlace } from './error-page-on-demand'

interface Props {
  /** What the boundary guards: the page between header and footer. */
  children: ReactNode
  /** Where the error went (the console, and whatever reporting the client has). */
  onError: (error: Error, componentStack: string) => void
  /** In development the error page shows the stack. */
  dev: boolean
}

interface State {
  error: Error | null
}

/** Whatever was thrown, as an Error (a component may throw a string or a rejected value). */
const asError = (thrown: unknown): Error =>
  thrown instanceof Error ? thrown : new Error(String(thrown))

/**
 * A page that fails to render in the browser (a content element tripping over data the server
 * did not expect, a chunk's bug) shows the error page in its place, with status 500 as the
 * server would answer, instead of unmounting the whole storefront: header, cart and footer stay
 * usable, and the next navigation renders afresh (Storefront keys the boundary by path).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: asError(thrown) }
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo) {
    this.props.onError(asError(thrown), info.componentStack ?? '')
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <ErrorPageInPlace
        error={{
          status: 500,
          // As the server words an unexpected error: the details are for the console.
          message: this.props.dev ? error.message : 'Internal Server Error',
          fallback: null,
          stack: this.props.dev ? (error.stack ?? null) : null,
        }}
      />
    )
  }
}
