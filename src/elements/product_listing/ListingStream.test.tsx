// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { renderToReadableStream } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchHydration } from '../../../test/support/watch-hydration'
import { productListingElement } from '../testing'
import { createCommerce, withCommerce } from '../testing/commerce'
import { StreamedFillsContext, type ElementFills } from '../registry/streamed-fills'
import { listingFillOf } from '../testing/listing-fill'
import { element } from '../testing/element'
import { readRest, readUntilQuiet as readUntil } from '../../../test/support/stream-reading'
import { Elements, withStorefront } from '../testing/harness'

/**
 * The worker streams a page before the shop answered (src/worker/routes/page.ts): the listing's
 * header and a loading state go out first, the tiles when its streamed fill settles. The
 * browser hydrates from the payload the worker embeds after the stream (the fill applied), so it
 * must see exactly the HTML React revealed.
 */
const { listing: _fill, ...cmsContent } = productListingElement.content
/** The listing as the CMS sent it: the worker fills it per request. */
const unfilled = element(productListingElement.id, 'product_listing', cmsContent)
const FILLS: ElementFills = {
  [String(productListingElement.id)]: { ...cmsContent, listing: listingFillOf() },
}

const deferred = () => {
  let resolve: (fills: ElementFills) => void = () => undefined
  const promise = new Promise<ElementFills>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

/** The server's page: the listing unfilled, its fill on its way. */
const serverPage = (fills: Promise<ElementFills>) => (
  <StreamedFillsContext.Provider value={fills}>
    {withStorefront(withCommerce(<Elements elements={[unfilled]} />, createCommerce()))}
  </StreamedFillsContext.Provider>
)

/** The browser's page: the payload holds the fill. */
const browserPage = () =>
  withStorefront(withCommerce(<Elements elements={[productListingElement]} />, createCommerce()))

const readUntilQuiet = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
  const { text, rest } = await readUntil(reader, 30)
  return { html: text, pending: rest }
}

/** React's inline reveal scripts, run as the browser runs them while parsing the document. */
const runInlineScripts = async (container: HTMLElement) => {
  for (const script of [...container.querySelectorAll('script')]) {
    new Function(script.textContent ?? '')()
  }
  // The reveal waits for an animation frame.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
}

/**
 * React's development build warns once the server renderer resumed a suspended render and the
 * browser renderer then renders the same context objects: in this one process they are the same
 * objects, in a real page they live in the worker and in the browser.
 */
const BOTH_RENDERERS =
  'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.'

const mounted: { root: Root; container: HTMLElement }[] = []

describe('product_listing streamed before the shop answered', () => {
  afterEach(() => {
    for (const { root, container } of mounted.splice(0)) {
      act(() => root.unmount())
      container.remove()
    }
  })

  it('sends the header and an accessible loading state first, then the tiles, and hydrates from the filled payload without a mismatch', async () => {
    const fills = deferred()
    const stream = await renderToReadableStream(serverPage(fills.promise))
    const reader = stream.getReader()

    const first = await readUntilQuiet(reader)
    expect(first.pending).not.toBeNull()
    expect(first.html).toContain('Alle Produkte')
    expect(first.html).toMatch(/role="status" aria-busy="true"/)
    expect(first.html).not.toContain('Magnesium 400')

    fills.resolve(FILLS)
    const html = first.html + (await readRest(reader, first.pending!))
    expect(html).toContain('Magnesium 400')
    expect(html).toMatch(/14,50\s€/)

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    await runInlineScripts(container)
    const tile = container.querySelector('.ce-product-tile')
    expect(tile?.textContent).toContain('Vitamin D3')
    expect(container.querySelector('[aria-busy]')).toBeNull()

    // The reveal scripts have run, as in the browser before hydration; they are not content.
    for (const script of [...container.querySelectorAll('script')]) script.remove()
    const { root, mismatches } = await watchHydration(container, browserPage())
    mounted.push({ root, container })
    expect(mismatches.filter((mismatch) => !mismatch.startsWith(BOTH_RENDERERS))).toEqual([])
    // Hydration adopted the server's tiles rather than rendering new ones.
    expect(container.querySelector('.ce-product-tile')).toBe(tile)
  })

  it('says the products cannot be loaded when the shop failed with no stored copy', async () => {
    const fills = deferred()
    const stream = await renderToReadableStream(serverPage(fills.promise))
    const reader = stream.getReader()
    const first = await readUntilQuiet(reader)
    fills.resolve({
      [String(productListingElement.id)]: {
        ...cmsContent,
        listing: { kind: 'error', path: '/produkte', query: listingFillOf().query },
      },
    })
    const html = first.html + (await readRest(reader, first.pending!))

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    await runInlineScripts(container)
    // React's reveal moves the streamed part into the listing on an animation frame, which a busy
    // machine may take longer than runInlineScripts waits for.
    await vi.waitFor(() =>
      expect(container.querySelector('.ce-product-listing [role="alert"]')?.textContent).toContain(
        'Die Produkte können gerade nicht geladen werden.',
      ),
    )
    expect(container.querySelector('.ce-product-tile')).toBeNull()
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })
})
