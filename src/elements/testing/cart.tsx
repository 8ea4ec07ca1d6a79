import { act } from 'react'
import { expect } from 'vitest'
import { cartCookie, type FakeCartItem } from '../../shop/testing'
import { cartElement } from './index'
import { createCommerce, type Commerce } from './commerce'
import { column, renderAndHydrate } from './harness'

/** Helpers of the cart element's tests (DOM environments only). */
export const CART_ID = 'cart-a'

// The code of a cart with items is a chunk the element imports when it needs it; loaded here
// once, that import resolves at once, as in a browser that fetched it while the cart loaded.
await import('../cart/FilledCart')

export const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim()

/** The cart's totals as [label, amount] pairs. */
export const totals = (container: HTMLElement) =>
  [...container.querySelectorAll('.ce-cart-totals__row')].map((row) => [
    text(row.querySelector('dt')),
    text(row.querySelector('dd')),
  ])

/** Lets the fake shop's answers (microtasks) arrive and React render them. */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

/** Types as a user does: React reads the value the input event reports. */
export async function typeInto(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error('no input to type into')
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export async function choose(select: HTMLSelectElement | null, value: string) {
  if (!select) throw new Error('no select to choose in')
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value)
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

export async function click(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click')
  await act(async () => element.click())
  await settle()
}

export async function submit(form: Element | null | undefined) {
  if (!(form instanceof HTMLFormElement)) throw new Error('no form to submit')
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
  await settle()
}

export async function blur(input: Element | null) {
  if (!input) throw new Error('no field to leave')
  await act(async () => {
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  })
  await settle()
}

export interface MountCartOptions {
  /** The shop's cart held in the shopper's cookie; none: a shopper without a cart. */
  items?: Omit<FakeCartItem, 'uid'>[] | null
  /** Run the app shell's cart initialisation after hydration (default true). */
  initialise?: boolean
  /** The shop's cross-sells by sku (in link order); none by default. */
  crossSells?: Record<string, string[]>
}

/**
 * The cart element rendered on the server and hydrated, as on the cart page, over the fake shop
 * holding the shopper's cart. The shop's call log starts empty after initialisation and the
 * shipping estimate a cart with items makes for its prefilled address.
 */
export async function mountCart({
  items = [{ sku: 'VIT-D3', quantity: 2 }],
  initialise = true,
  crossSells = {},
}: MountCartOptions = {}) {
  const quantity = (items ?? []).reduce((sum, item) => sum + item.quantity, 0)
  const cookies = items ? cartCookie({ id: CART_ID, itemsCount: quantity }) : ''
  const commerce: Commerce = createCommerce({ cookies })
  const { state } = commerce.shop
  state.products = state.products.map((product) => ({
    ...product,
    crossSells: crossSells[product.sku] ?? [],
  }))
  if (items)
    commerce.shop.addCart({
      id: CART_ID,
      items: items.map((item, index) => ({ ...item, uid: `item-${index + 1}` })),
    })
  const result = await renderAndHydrate(column([cartElement], {}, commerce))
  expect(result.mismatches).toEqual([])
  if (initialise) {
    await act(async () => {
      await commerce.actions.initialise()
    })
    await settle()
    commerce.shop.calls.splice(0)
  }
  const { container } = result
  const operations = () => commerce.shop.calls.map((call) => call.operation)
  return { ...result, commerce, operations, container }
}
