// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createProductStore } from '../catalogue/create-product-store'
import { cartCookie, createCartHarness } from '../testing/cart-harness'
import { useCartLifecycle, type CartLifecycleOptions } from './use-cart-lifecycle'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Options = Pick<CartLifecycleOptions, 'actions' | 'products' | 'shop'>
const SUCCESS_PATH = '/bestellung-abgeschlossen'

function Lifecycle({
  pageSkus,
  locale = 'de',
  ...options
}: Options & { pageSkus: string; locale?: string }) {
  useCartLifecycle({
    ...options,
    pageSkus,
    locale,
    onPurchase: () => undefined,
    successPath: SUCCESS_PATH,
  })
  return null
}

const showTab = () =>
  act(async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

const mounted: Root[] = []
afterEach(() => {
  for (const root of mounted.splice(0)) act(() => root.unmount())
})

const mount = async (pageSkus: string) => {
  const harness = createCartHarness()
  const products = createProductStore()
  const root = createRoot(document.createElement('div'))
  mounted.push(root)
  const render = (skus: string, locale = 'de') =>
    act(async () =>
      root.render(
        <Lifecycle
          actions={harness.actions}
          products={products}
          shop={harness.shop}
          pageSkus={skus}
          locale={locale}
        />,
      ),
    )
  await render(pageSkus)
  const productCalls = () => harness.shop.calls.filter((call) => call.operation === 'products')
  return { harness, products, render, productCalls }
}

describe('useCartLifecycle and the checkout return', () => {
  const loadAt = async (address: string) => {
    history.replaceState(null, '', address)
    const harness = createCartHarness({ cookies: cartCookie({ id: 'held', itemsCount: 2 }) })
    harness.shop.addCart({ id: 'held', items: [{ uid: 'i1', sku: 'VIT-D3', quantity: 2 }] })
    const root = createRoot(document.createElement('div'))
    mounted.push(root)
    await act(async () =>
      root.render(
        <Lifecycle
          actions={harness.actions}
          products={createProductStore()}
          shop={harness.shop}
          pageSkus=""
        />,
      ),
    )
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
    return harness.state()
  }
  afterEach(() => history.replaceState(null, '', '/'))

  it('empties the cart on the success page the shop host hands back to', async () => {
    expect(await loadAt(`${SUCCESS_PATH}?ref=checkout&event=purchase`)).toMatchObject({
      id: null,
      itemsCount: 0,
    })
  })

  it('keeps the cart where ref=checkout stands on any other page', async () => {
    for (const address of ['/produkte?ref=checkout', `/en${SUCCESS_PATH}?ref=checkout`])
      expect(await loadAt(address), address).toMatchObject({ id: 'held', itemsCount: 2 })
  })
})

describe('useCartLifecycle and the page products', () => {
  it("asks the shop for the page's skus, and only those, when the tab becomes visible again", async () => {
    const { products, productCalls } = await mount('VIT-D3\nZINC-OUT')
    // Nothing on load: the page came with its products.
    expect(productCalls()).toEqual([])
    await showTab()
    // The query's module loads with the first refresh.
    await vi.waitFor(() => expect(products.getState().initialised).toBe(true))
    expect(productCalls().map((call) => call.variables)).toEqual([
      { skus: ['VIT-D3', 'ZINC-OUT'], pageSize: 2 },
    ])
    expect(Object.keys(products.getState().products)).toEqual(['1', '3'])
  })

  it('asks for nothing on a page without products', async () => {
    const { productCalls } = await mount('')
    await showTab()
    expect(productCalls()).toEqual([])
  })

  it("forgets an earlier page's refetched products and asks for the new page's", async () => {
    const { products, render, productCalls } = await mount('VIT-D3')
    await showTab()
    await vi.waitFor(() => expect(products.getState().product(1)).not.toBeNull())
    await render('MAG-400')
    expect(products.getState().products).toEqual({})
    await showTab()
    await vi.waitFor(() =>
      expect(productCalls().at(-1)?.variables).toEqual({ skus: ['MAG-400'], pageSize: 1 }),
    )
  })

  it("reads the cart and the page's products again in another locale's store view", async () => {
    const { harness, products, render, productCalls } = await mount('VIT-D3')
    const initialise = vi.spyOn(harness.actions, 'initialise')
    await showTab()
    await vi.waitFor(() => expect(products.getState().product(1)).not.toBeNull())
    await render('VIT-D3')
    expect(initialise).not.toHaveBeenCalled()
    // The same products in English (a listing's first page is the same in both languages).
    await render('VIT-D3', 'en')
    expect(products.getState().products).toEqual({})
    expect(initialise).toHaveBeenCalledTimes(1)
    await showTab()
    await vi.waitFor(() => expect(productCalls()).toHaveLength(2))
  })
})
