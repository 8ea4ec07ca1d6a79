// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToReadableStream } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../test/support/render'
import { createI18n } from '../lib/create-i18n'
import { I18nContext } from '../lib/i18n'
import { StorefrontContext } from '../lib/storefront-context'
import { DE } from '../lib/texts/de'
import type { RouteError } from './router/route-error'

const notFound: RouteError = { status: 404, message: 'Page Not Found', fallback: null, stack: null }

const inGerman = (children: ReactNode) => (
  <StorefrontContext.Provider
    value={{
      locale: 'de',
      languageTag: 'de-DE',
      dev: false,
      localePath: (path) => path,
      texts: () => ({}),
    }}
  >
    <I18nContext.Provider value={createI18n('de', DE).t}>{children}</I18nContext.Provider>
  </StorefrontContext.Provider>
)

/** A fresh module each test: the error page's code not loaded yet, as on a page's first view. */
const freshModules = async () => {
  vi.resetModules()
  return {
    onDemand: await import('./error-page-on-demand'),
    boundary: await import('./PageErrorBoundary'),
  }
}

describe('the error page on demand', () => {
  beforeEach(() => vi.restoreAllMocks())

  it('renders on the server in the document itself, without a fallback swapped in later', async () => {
    const { onDemand } = await freshModules()
    const stream = await renderToReadableStream(
      inGerman(<onDemand.ErrorPageOnDemand error={notFound} />),
    )
    await stream.allReady
    const html = await new Response(stream).text()
    expect(html).toContain('404 - Seite nicht gefunden')
    // No Suspense boundary was streamed: the page's HTML is the one hydration meets.
    expect(html).not.toContain('<!--$')
    expect(html).not.toContain('<template')
  })

  it('renders at once once loaded, as the browser entry and the router load it first', async () => {
    const { onDemand } = await freshModules()
    await onDemand.loadErrorPage()
    const view = render(inGerman(<onDemand.ErrorPageOnDemand error={notFound} />))
    expect(view.container.querySelector('h1')?.textContent).toBe('404 - Seite nicht gefunden')
    view.unmount()
  })

  it('shows the 500 page in place of a page that broke in the browser, loading its code then', async () => {
    const { boundary } = await freshModules()
    const onError = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('a content element tripped')
    }
    const container = document.createElement('div')
    const root = createRoot(container)
    // Awaited: React waits for the error page's code inside this act scope.
    await act(async () =>
      root.render(
        inGerman(
          <boundary.PageErrorBoundary onError={onError} dev={false}>
            <Broken />
          </boundary.PageErrorBoundary>,
        ),
      ),
    )
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toMatch(/^500 - /))
    expect(onError).toHaveBeenCalledOnce()
    act(() => root.unmount())
  })

  it('shows a plain error body, and keeps what is around it, when the error page’s code cannot load', async () => {
    vi.resetModules()
    vi.doMock('./ErrorPage', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const boundary = await import('./PageErrorBoundary')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('a content element tripped')
    }
    const container = document.createElement('div')
    const root = createRoot(container)
    await act(async () =>
      root.render(
        inGerman(
          <>
            <header>Kopf</header>
            <boundary.PageErrorBoundary onError={() => {}} dev={false}>
              <Broken />
            </boundary.PageErrorBoundary>
          </>,
        ),
      ),
    )
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('500'))
    expect(container.querySelector('header')?.textContent).toBe('Kopf')
    act(() => root.unmount())
    vi.doUnmock('./ErrorPage')
  })
})
