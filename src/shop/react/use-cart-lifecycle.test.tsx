// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProductStore } from '../catalogue/create-product-store'
import { cartCookie, createCartHarness } from '../testing/cart-harness'
import {
  createFakeCheckoutConfirm,
  encodePurchasePayload,
  purchaseReturnSearch,
} from '../testing/fake-checkout-confirm'
import { useCartLifecycle, type CartLifecycleOptions } from './use-cart-lifecycle'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Options = Pick<CartLifecycleOptions, 'actions' | 'products' | 'shop'>
const SUCCESS_PATH = '/bestellung-abgeschlossen'

function Lifecycle({
  pageSkus,
  locale = 'de',
  onPurchase = () => undefined,
  ...options
}: Options &
  Partial<Pick<CartLifecycleOptions, 'onPurchase'>> & {
    pageSkus: string
    locale?: string
  }) {
  useCartLifecycle({
    ...options,
    pageSkus,
    locale,
    onPurchase,
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
  let worker = createFakeCheckoutConfirm()
  beforeEach(() => {
    worker = createFakeCheckoutConfirm()
    vi.stubGlobal('fetch', worker.fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    history.replaceState(null, '', '/')
  })
  /** Each test's own order: the browser remembers the orders it settled. */
  let orderNumber = 100000100
  const nextOrder = () => ({
    orderNumber: String((orderNumber += 1)),
    store: 'vitalis_de',
    total: 19.9,
    currency: 'EUR',
    items: [{ sku: 'VIT-D3', quantity: 2, price: 9.95 }],
  })

  /** The page loaded at `address` over a held cart, once its cart is initialised. */
  const loadAt = async (address: string) => {
    history.replaceState(null, '', address)
    const harness = createCartHarness({ cookies: cartCookie({ id: 'held', itemsCount: 2 }) })
    harness.shop.addCart({ id: 'held', items: [{ uid: 'i1', sku: 'VIT-D3', quantity: 2 }] })
    const tracked: string[] = []
    const root = createRoot(document.createElement('div'))
    mounted.push(root)
    await act(async () =>
      root.render(
        <Lifecycle
          actions={harness.actions}
          products={createProductStore()}
          shop={harness.shop}
          pageSkus=""
          onPurchase={(purchase) => tracked.push(purchase.orderNumber)}
        />,
      ),
    )
    await vi.waitFor(() => expect(harness.state().isInitialized).toBe(true))
    return { cart: harness.state(), tracked }
  }

  it('empties the cart and tracks the order once the shop confirms it on the success page', async () => {
    const order = nextOrder()
    const { search } = worker.sign(order)
    const { cart, tracked } = await loadAt(`${SUCCESS_PATH}${search}`)
    expect(cart).toMatchObject({ id: null, itemsCount: 0 })
    expect(tracked).toEqual([order.orderNumber])
    expect(window.location.hash).toBe('#complete')
    // The same return in a new tab, with a cart filled since: neither reset nor tracked again.
    const again = await loadAt(`${SUCCESS_PATH}${search}`)
    expect(again.cart).toMatchObject({ id: 'held', itemsCount: 2 })
    expect(again.tracked).toEqual([])
  })

  it('keeps the cart and tracks nothing for a return the shop did not sign', async () => {
    const signedElsewhere = worker.sign(nextOrder()).signature
    for (const search of [
      '?ref=checkout',
      '?ref=checkout&event=purchase',
      purchaseReturnSearch(encodePurchasePayload(nextOrder())),
      purchaseReturnSearch(encodePurchasePayload(nextOrder()), signedElsewhere),
    ]) {
      const { cart, tracked } = await loadAt(`${SUCCESS_PATH}${search}`)
      expect(cart, search).toMatchObject({ id: 'held', itemsCount: 2 })
      expect(tracked, search).toEqual([])
    }
  })

  it('keeps the cart where ref=checkout stands on any other page, even with a signed order', async () => {
    const { search } = worker.sign(nextOrder())
    for (const address of [
      '/produkte?ref=checkout',
      `/produkte${search}`,
      `/en${SUCCESS_PATH}?ref=checkout`,
    ]) {
      const { cart, tracked } = await loadAt(address)
      expect(cart, address).toMatchObject({ id: 'held', itemsCount: 2 })
      expect(tracked, address).toEqual([])
    }
    expect(worker.asked).toEqual([])
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
