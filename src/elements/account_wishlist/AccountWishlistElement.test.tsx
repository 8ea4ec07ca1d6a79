// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CUSTOMER_TOKEN, tokenCookie } from '../../shop/testing'
import { accountWishlistElement } from '../testing'
import { createCommerce } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'

/** Lets the shop answer and React render; a first change of the wishlist loads its code first. */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

/** A signed-in customer whose wishlist holds Vitamin D3 (in stock) and Zink (out of stock). */
const withWishlist = () => {
  const commerce = createCommerce({ cookies: tokenCookie() })
  commerce.shop.state.wishlists = new Map([
    [
      CUSTOMER_TOKEN,
      {
        id: 5,
        items: [
          { id: 11, sku: 'VIT-D3', quantity: 2 },
          { id: 12, sku: 'ZINC-OUT', quantity: 1 },
        ],
      },
    ],
  ])
  return commerce
}

const items = (container: HTMLElement) =>
  [...container.querySelectorAll('.ce-account-wishlist__item')].map(
    (item) => item.querySelector('h2')?.textContent,
  )
const click = (container: HTMLElement, name: string, label: string) =>
  act(async () => {
    const item = [...container.querySelectorAll('.ce-account-wishlist__item')].find(
      (entry) => entry.querySelector('h2')?.textContent === name,
    )
    ;[...(item?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label)?.click()
  })
const outcome = (container: HTMLElement) =>
  container.querySelector('.ce-account-wishlist__outcome')?.textContent

describe('account wishlist element', () => {
  afterEach(cleanupHydrated)

  it('renders the frame on the server and lists the items once hydrated', async () => {
    const commerce = withWishlist()
    const result = await renderAndHydrate(column([accountWishlistElement], {}, commerce))
    expect(result.mismatches).toEqual([])
    expect(result.html).toContain('Mein Merkzettel')
    expect(result.html).toContain('Ihr Merkzettel wird geladen')
    expect(result.html).not.toContain('Vitamin D3')
    await settle()
    expect(items(result.container)).toEqual(['Vitamin D3', 'Zink'])
    const first = result.container.querySelector('.ce-account-wishlist__item')!
    expect(first.querySelector('h2 a')?.getAttribute('href')).toBe('/produkte/vit-d3')
    expect(first.querySelector('img')?.getAttribute('src')).toBe(
      'https://shop.test/media/VIT-D3.jpg',
    )
    expect(first.textContent).toContain('9,95\u00a0€')
    expect(first.textContent).toContain('Sofort lieferbar')
    expect(first.textContent).toContain('Menge: 2')
    expect(result.container.textContent).toContain('Derzeit nicht lieferbar')
  })

  it("names a family's size kept and links to the family's page in that size", async () => {
    const commerce = createCommerce({ cookies: tokenCookie() })
    commerce.shop.state.wishlists = new Map([
      [CUSTOMER_TOKEN, { id: 5, items: [{ id: 11, sku: 'OMEGA-2', quantity: 1 }] }],
    ])
    const result = await renderAndHydrate(column([accountWishlistElement], {}, commerce))
    await settle()
    expect(items(result.container)).toEqual(['Omega-3'])
    const item = result.container.querySelector('.ce-account-wishlist__item')!
    expect(item.querySelector('h2 a')?.getAttribute('href')).toBe('/produkte/omega?variant=OMEGA-2')
    expect(item.querySelector('.ce-account-wishlist__size')?.textContent).toBe('120 Kapseln')
    expect(item.textContent).toContain('17,95\u00a0€')
  })

  it('moves all to the cart: the in-stock item goes, the refused one stays with its reason', async () => {
    const commerce = withWishlist()
    const result = await renderAndHydrate(column([accountWishlistElement], {}, commerce))
    await settle()
    const moveAll = [...result.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Alle in den Warenkorb',
    )
    await act(async () => moveAll?.click())
    await settle()
    expect(items(result.container)).toEqual(['Zink'])
    expect(result.container.querySelector('.ce-account-wishlist__refusal')?.textContent).toBe(
      // The fake shop's phrase, through the test texts' backend translation.
      'Out of stock',
    )
    expect(outcome(result.container)).toContain('Die Artikel liegen jetzt in Ihrem Warenkorb.')
    expect(outcome(result.container)).toContain('Nicht alle Artikel konnten')
    // The cart was loaded again: the header counts the moved items.
    expect(commerce.state()).toMatchObject({ type: 'customer', itemsCount: 2 })
  })

  it('offers no active move to the cart for an item out of stock, and says why', async () => {
    const result = await renderAndHydrate(column([accountWishlistElement], {}, withWishlist()))
    await settle()
    const moveOf = (name: string) => {
      const item = [...result.container.querySelectorAll('.ce-account-wishlist__item')].find(
        (entry) => entry.querySelector('h2')?.textContent === name,
      )
      return [...(item?.querySelectorAll('button') ?? [])].find(
        (button) => button.textContent === 'In den Warenkorb',
      )
    }
    expect(moveOf('Vitamin D3')?.disabled).toBe(false)
    const zinc = moveOf('Zink')
    expect(zinc?.disabled).toBe(true)
    const reasons = (zinc?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => result.container.ownerDocument.getElementById(id)?.textContent)
    expect(reasons).toEqual(['Zink', 'Derzeit nicht lieferbar'])
  })

  it('moves one item and removes another, then says the wishlist is empty', async () => {
    const commerce = withWishlist()
    const result = await renderAndHydrate(column([accountWishlistElement], {}, commerce))
    await settle()
    await click(result.container, 'Vitamin D3', 'In den Warenkorb')
    await settle()
    expect(items(result.container)).toEqual(['Zink'])
    expect(
      result.container.querySelector('.ce-account-wishlist__outcome a')?.getAttribute('href'),
    ).toBe('/warenkorb')
    await click(result.container, 'Zink', 'Entfernen')
    await settle()
    expect(outcome(result.container)).toBe('Zink wurde von Ihrem Merkzettel entfernt.')
    expect(result.container.textContent).toContain('Ihr Merkzettel ist leer.')
    expect(commerce.shop.state.wishlists?.get(CUSTOMER_TOKEN)?.items).toEqual([])
    // The page's shared wishlist, which the next listing's hearts read, knows it too.
    expect(commerce.account.wishlist?.store.getState()).toMatchObject({
      status: 'ready',
      wishlist: { items: [] },
    })
  })

  it("shows a change made through the page's shared wishlist (a heart) at once", async () => {
    const commerce = withWishlist()
    const result = await renderAndHydrate(column([accountWishlistElement], {}, commerce))
    await settle()
    expect(items(result.container)).toEqual(['Vitamin D3', 'Zink'])
    await act(async () => {
      await commerce.account.wishlist?.toggle({ sku: 'VIT-D3' })
    })
    expect(items(result.container)).toEqual(['Zink'])
  })

  it('says so when the wishlist is empty', async () => {
    const commerce = createCommerce({ cookies: tokenCookie() })
    const result = await renderAndHydrate(column([accountWishlistElement], {}, commerce))
    await settle()
    expect(result.container.textContent).toContain('Ihr Merkzettel ist leer.')
    expect(
      result.container.querySelector('.ce-account-orders__empty a')?.getAttribute('href'),
    ).toBe('/produkte')
  })

  it('offers to try again when the shop is down', async () => {
    const commerce = withWishlist()
    commerce.shop.down = true
    const result = await renderAndHydrate(column([accountWishlistElement], {}, commerce))
    await settle()
    expect(result.container.textContent).toContain('konnte nicht geladen werden')
    commerce.shop.down = false
    await act(async () => result.container.querySelector('button')?.click())
    await settle()
    expect(items(result.container)).toEqual(['Vitamin D3', 'Zink'])
  })

  it('asks a guest to sign in', async () => {
    const result = await renderAndHydrate(column([accountWishlistElement]))
    expect(result.mismatches).toEqual([])
    expect(result.container.textContent).toContain(
      'Bitte melden Sie sich an, um Ihren Merkzettel zu sehen.',
    )
  })
})
