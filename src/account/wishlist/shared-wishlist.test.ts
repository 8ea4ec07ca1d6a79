import { describe, expect, it, vi } from 'vitest'
import { FAKE_FAMILY_SIZES, tokenCookie } from '../../shop/testing'
import { CUSTOMER_TOKEN, createAccountHarness } from '../testing/account-harness'
import { createSharedWishlist } from './shared-wishlist'
import type * as WishlistChanges from './wishlist-changes'

/** A signed-in customer's shared wishlist over the cart's fake shop. */
const signedIn = () => {
  const harness = createAccountHarness({ cookies: tokenCookie(), currentPath: '/produkte' })
  harness.shop.state.customers.add(CUSTOMER_TOKEN)
  return {
    harness,
    wishlist: createSharedWishlist(async () => harness.actions, harness.session.store),
  }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const wishlistLoads = (harness: ReturnType<typeof createAccountHarness>) =>
  harness.operations().filter(([operation]) => operation === 'customer').length
const skus = (wishlist: ReturnType<typeof signedIn>['wishlist']) =>
  wishlist.store.getState().wishlist?.items.map((item) => item.product.sku)

describe('the shared wishlist', () => {
  it('answers a change as failed and says so when its code does not load, and tries again', async () => {
    const harness = createAccountHarness({ cookies: tokenCookie(), currentPath: '/produkte' })
    harness.shop.state.customers.add(CUSTOMER_TOKEN)
    const onLoadError = vi.fn()
    const offline = new Error('Failed to fetch dynamically imported module')
    const load = vi
      .fn<() => Promise<typeof WishlistChanges>>()
      .mockRejectedValueOnce(offline)
      .mockImplementation(() => import('./wishlist-changes'))
    const wishlist = createSharedWishlist(
      async () => harness.actions,
      harness.session.store,
      onLoadError,
      load,
    )
    expect(await wishlist.toggle({ sku: 'MAG-400' })).toEqual({ kind: 'failed' })
    expect(onLoadError).toHaveBeenCalledExactlyOnceWith(offline)
    expect(skus(wishlist)).toBeUndefined()
    expect(await wishlist.toggle({ sku: 'MAG-400' })).toEqual({ kind: 'added' })
    expect(skus(wishlist)).toEqual(['MAG-400'])
  })

  it('loads once however many hearts ask for it', async () => {
    const { harness, wishlist } = signedIn()
    expect(wishlist.store.getState()).toEqual({ status: 'idle', wishlist: null })
    wishlist.load()
    wishlist.load()
    expect(wishlist.store.getState().status).toBe('loading')
    await settled()
    wishlist.load()
    expect(wishlist.store.getState()).toEqual({ status: 'ready', wishlist: { id: '0', items: [] } })
    expect(wishlistLoads(harness)).toBe(1)
  })

  it('puts a product on the list and takes it off again, for every heart to see', async () => {
    const { wishlist } = signedIn()
    wishlist.load()
    await settled()
    expect(await wishlist.toggle({ sku: 'MAG-400' })).toEqual({ kind: 'added' })
    expect(skus(wishlist)).toEqual(['MAG-400'])
    expect(await wishlist.toggle({ sku: 'VIT-D3' })).toEqual({ kind: 'added' })
    expect(await wishlist.toggle({ sku: 'MAG-400' })).toEqual({ kind: 'removed' })
    expect(skus(wishlist)).toEqual(['VIT-D3'])
  })

  it('keeps a product after a guest’s sign-in: loads the list first and never takes one off', async () => {
    const { harness, wishlist } = signedIn()
    expect(await wishlist.keep({ sku: 'MAG-400' })).toMatchObject({ kind: 'added' })
    expect(skus(wishlist)).toEqual(['MAG-400'])
    expect(wishlistLoads(harness)).toBe(1)
    expect(await wishlist.keep({ sku: 'MAG-400' })).toMatchObject({ kind: 'already' })
    expect(skus(wishlist)).toEqual(['MAG-400'])
    expect(await wishlist.keep({ sku: 'ZINC-OUT' })).toEqual({
      kind: 'refused',
      message: 'Cannot add product without stock to wishlist.',
    })
  })

  it('answers the shop’s reason for a refused product and keeps the list', async () => {
    const { wishlist } = signedIn()
    wishlist.load()
    await settled()
    expect(await wishlist.toggle({ sku: 'ZINC-OUT' })).toEqual({
      kind: 'refused',
      message: 'Cannot add product without stock to wishlist.',
    })
    expect(skus(wishlist)).toEqual([])
  })

  it('forgets the list when the session ends, also a load still under way', async () => {
    const { harness, wishlist } = signedIn()
    wishlist.load()
    await settled()
    await wishlist.toggle({ sku: 'MAG-400' })
    harness.session.end()
    expect(wishlist.store.getState()).toEqual({ status: 'idle', wishlist: null })

    const next = signedIn()
    next.wishlist.load()
    next.harness.session.end()
    await settled()
    expect(next.wishlist.store.getState()).toEqual({ status: 'idle', wishlist: null })
  })

  it('marks a load the shop did not answer as failed, and loads again when asked', async () => {
    const { harness, wishlist } = signedIn()
    harness.shop.down = true
    wishlist.load()
    await settled()
    expect(wishlist.store.getState().status).toBe('failed')
    harness.shop.down = false
    wishlist.load()
    await settled()
    expect(wishlist.store.getState().status).toBe('ready')
  })

  it('loads anew for the wishlist page, and changes made there reach every heart', async () => {
    const { harness, wishlist } = signedIn()
    wishlist.load()
    await settled()
    // Changed elsewhere (another tab): the page's reload brings it, the hearts see it.
    await harness.actions.addToWishlist('0', { sku: 'MAG-400' })
    await harness.actions.addToWishlist('0', { sku: 'VIT-D3' })
    expect(skus(wishlist)).toEqual([])
    wishlist.reload()
    await settled()
    expect(skus(wishlist)).toEqual(['MAG-400', 'VIT-D3'])
    const vitamin = wishlist.store.getState().wishlist?.items[1]
    expect(await wishlist.remove([vitamin!.id])).toBe(true)
    expect(skus(wishlist)).toEqual(['MAG-400'])
    expect(await wishlist.moveToCart()).toEqual({ moved: 1, refusals: new Map() })
    expect(skus(wishlist)).toEqual([])
    expect(await wishlist.toggle({ sku: 'MAG-400' })).toEqual({ kind: 'added' })
  })

  it('keeps the list as it was when the shop refuses a change', async () => {
    const { harness, wishlist } = signedIn()
    await harness.actions.addToWishlist('0', { sku: 'MAG-400' })
    wishlist.reload()
    await settled()
    harness.shop.down = true
    const item = wishlist.store.getState().wishlist?.items[0]
    expect(await wishlist.remove([item!.id])).toBe(false)
    expect(await wishlist.moveToCart()).toBeNull()
    expect(skus(wishlist)).toEqual(['MAG-400'])
  })

  it("keeps each of a family's sizes as its own item, sent with the family's sku and the size's option", async () => {
    const { harness, wishlist } = signedIn()
    wishlist.load()
    await settled()
    const [small, large, soldOut] = FAKE_FAMILY_SIZES.map((size) => ({
      sku: size.sku,
      configured: { parentSku: 'OMEGA', optionUid: size.family?.optionUid ?? '' },
    }))
    expect(await wishlist.toggle(large!)).toEqual({ kind: 'added' })
    expect(harness.shop.calls.at(-1)?.variables['wishlistItems']).toEqual([
      { sku: 'OMEGA', quantity: 1, selected_options: [large!.configured.optionUid] },
    ])
    expect(await wishlist.toggle(small!)).toEqual({ kind: 'added' })
    // Each item is the family in its size: the size's sku, label and price, the family's name.
    expect(wishlist.store.getState().wishlist?.items.map((item) => item.product)).toEqual([
      expect.objectContaining({
        sku: 'OMEGA-2',
        name: 'Omega-3',
        size: '120 Kapseln',
        configured: large!.configured,
      }),
      expect.objectContaining({ sku: 'OMEGA-1', name: 'Omega-3', size: '60 Kapseln' }),
    ])
    expect(await wishlist.toggle(large!)).toEqual({ kind: 'removed' })
    expect(skus(wishlist)).toEqual(['OMEGA-1'])
    expect(await wishlist.keep(small!)).toMatchObject({ kind: 'already', name: 'Omega-3' })
    expect(await wishlist.toggle(soldOut!)).toEqual({
      kind: 'refused',
      message: 'Cannot add product without stock to wishlist.',
    })
    // Into the cart as that size.
    expect(await wishlist.moveToCart()).toEqual({ moved: 1, refusals: new Map() })
    expect(harness.shop.state.carts.values().next().value?.items).toMatchObject([
      { sku: 'OMEGA-1', quantity: 1 },
    ])
  })
})
