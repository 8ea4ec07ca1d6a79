import { describe, expect, it } from 'vitest'
import { tokenCookie } from '../../shop/testing'
import { CUSTOMER_TOKEN, createAccountHarness } from '../testing/account-harness'

/** A signed-in customer on the wishlist page, over the cart's fake shop. */
const signedIn = () => {
  const harness = createAccountHarness({ cookies: tokenCookie(), currentPath: '/konto/merkzettel' })
  harness.shop.state.customers.add(CUSTOMER_TOKEN)
  return harness
}

const skus = (items: { product: { sku: string } }[]) => items.map((item) => item.product.sku)

describe('wishlist actions', () => {
  it('answers an empty wishlist before the first use, then adds to the one the shop creates', async () => {
    const harness = signedIn()
    expect(await harness.actions.loadWishlist()).toEqual({ ok: true, data: { id: '0', items: [] } })
    const added = await harness.actions.addToWishlist('0', { sku: 'VIT-D3' })
    expect(added.ok && skus(added.data.items)).toEqual(['VIT-D3'])
    const loaded = await harness.actions.loadWishlist()
    expect(loaded.ok && loaded.data.id).not.toBe('0')
    expect(loaded.ok && loaded.data.items[0]).toMatchObject({
      quantity: 1,
      product: { url_key: 'vit-d3' },
    })
  })

  it('answers the shop’s reason when it refuses a product', async () => {
    const harness = signedIn()
    expect(await harness.actions.addToWishlist('0', { sku: 'ZINC-OUT' })).toEqual({
      ok: false,
      message: 'Cannot add product without stock to wishlist.',
    })
    expect(harness.texts()).toEqual([])
  })

  it('removes an item', async () => {
    const harness = signedIn()
    const added = await harness.actions.addToWishlist('0', { sku: 'MAG-400' })
    if (!added.ok) throw new Error('not added')
    const removed = await harness.actions.removeFromWishlist(added.data.id, [
      added.data.items[0]!.id,
    ])
    expect(removed).toEqual({ ok: true, data: { id: added.data.id, items: [] } })
  })

  it('moves items to the customer cart, reloads the cart and keeps a refused one with its reason, translated', async () => {
    const harness = signedIn()
    await harness.actions.addToWishlist('0', { sku: 'VIT-D3' })
    harness.shop.state.products = harness.shop.state.products.map((product) =>
      product.sku === 'MAG-400' ? { ...product, inStock: true } : product,
    )
    await harness.actions.addToWishlist('0', { sku: 'MAG-400' })
    // Sold out since it was put on the wishlist.
    harness.shop.state.products = harness.shop.state.products.map((product) =>
      product.sku === 'MAG-400' ? { ...product, inStock: false } : product,
    )
    const moved = await harness.actions.moveWishlistToCart('0')
    if (!moved.ok) throw new Error('not moved')
    expect(skus(moved.data.wishlist.items)).toEqual(['MAG-400'])
    expect(moved.data.errors).toEqual([
      {
        itemId: moved.data.wishlist.items[0]!.id,
        code: 'INSUFFICIENT_STOCK',
        message: 'Out of stock',
      },
    ])
    expect(harness.operations().map(([operation]) => operation)).toContain('customerCart')
    expect(harness.state()).toMatchObject({ type: 'customer', itemsCount: 1 })
  })

  it('an ended session goes to the login page and back to the wishlist', async () => {
    const harness = signedIn()
    harness.shop.state.customers.clear()
    expect(await harness.actions.loadWishlist()).toEqual({ ok: false })
    expect(harness.navigations).toEqual(['/login?redirect=%2Fkonto%2Fmerkzettel'])
  })
})
