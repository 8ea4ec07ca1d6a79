// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { renderToReadableStream } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { watchHydration } from '../../../test/support/watch-hydration'
import { createCatalogueStore, productsById, type CatalogueStore } from '../../cart'
import { productListingElement } from '../testing'
import { createCommerce, FIXTURE_PRODUCTS, withCommerce } from '../testing/commerce'
import { readRest, readUntilQuiet as readUntil } from '../../../test/support/stream-reading'
import { Elements, withStorefront } from '../testing/harness'

/**
 * The worker streams a page before the shop answered (src/worker/routes/page.ts): the listing's
 * header and a loading state go out first, the tiles when the catalogue promise settles. The
 * browser hydrates from the snapshot the worker embeds after the stream, so it must see exactly
 * the HTML React revealed.
 */
const SNAPSHOT = { products: productsById(FIXTURE_PRODUCTS) }

const deferred = () => {
  let resolve: (store: CatalogueStore) => void = () => undefined
  const promise = new Promise<CatalogueStore>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

/** The listing inside the app's contexts, its catalogue a store or (server) a promise of one. */
const page = (catalogue: CatalogueStore | Promise<CatalogueStore>) => {
  const commerce = createCommerce()
  return withStorefront(
    withCommerce(<Elements elements={[productListingElement]} />, {
      ...commerce,
      value: { ...commerce.value, catalogue },
    }),
  )
}

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

describe('product_listing streamed before the catalogue', () => {
  afterEach(() => {
    for (const { root, container } of mounted.splice(0)) {
      act(() => root.unmount())
      container.remove()
    }
  })

  it('sends the header and an accessible loading state first, then the tiles, and hydrates from the settled snapshot without a mismatch', async () => {
    const catalogue = deferred()
    const stream = await renderToReadableStream(page(catalogue.promise))
    const reader = stream.getReader()

    const first = await readUntilQuiet(reader)
    expect(first.pending).not.toBeNull()
    expect(first.html).toContain('Alle Produkte')
    expect(first.html).toMatch(/role="status" aria-busy="true"/)
    expect(first.html).not.toContain('Magnesium 400')

    catalogue.resolve(createCatalogueStore(SNAPSHOT))
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
    const { root, mismatches } = await watchHydration(
      container,
      page(createCatalogueStore(SNAPSHOT)),
    )
    mounted.push({ root, container })
    expect(mismatches.filter((mismatch) => !mismatch.startsWith(BOTH_RENDERERS))).toEqual([])
    // Hydration adopted the server's tiles rather than rendering new ones.
    expect(container.querySelector('.ce-product-tile')).toBe(tile)
  })

  it('keeps the loading state when the shop failed (a null snapshot), as the browser then loads the products', async () => {
    const catalogue = deferred()
    const stream = await renderToReadableStream(page(catalogue.promise))
    const reader = stream.getReader()
    const first = await readUntilQuiet(reader)
    catalogue.resolve(createCatalogueStore(null))
    const html = first.html + (await readRest(reader, first.pending!))

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    await runInlineScripts(container)
    expect(container.querySelector('.ce-product-listing [aria-busy="true"]')).not.toBeNull()
    expect(container.querySelector('.ce-product-tile')).toBeNull()
  })
})
