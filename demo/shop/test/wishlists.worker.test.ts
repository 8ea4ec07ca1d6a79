import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_CART, type Data, failure, login, newCustomer, ok } from './helpers'
import { VALUE, family } from './pack-size-queries'

const WISHLIST_FIELDS = `id items_count sharing_code updated_at
  items_v2(currentPage: $currentPage, pageSize: $pageSize) {
    items { __typename id quantity description added_at product { sku stock_status } }
    page_info { current_page page_size total_pages }
  }`

const WISHLISTS = `query Wishlists($currentPage: Int = 1, $pageSize: Int = 20) {
  customer { wishlists { ${WISHLIST_FIELDS} } }
}`

const ADD = `mutation Add($id: ID!, $items: [WishlistItemInput!]!, $currentPage: Int = 1, $pageSize: Int = 20) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
    wishlist { ${WISHLIST_FIELDS} }
    user_errors { code message }
  }
}`

const REMOVE = `mutation Remove($id: ID!, $ids: [ID!]!, $currentPage: Int = 1, $pageSize: Int = 20) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
    wishlist { ${WISHLIST_FIELDS} }
    user_errors { code message }
  }
}`

const UPDATE = `mutation Update($id: ID!, $items: [WishlistItemUpdateInput!]!, $currentPage: Int = 1, $pageSize: Int = 20) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
    wishlist { ${WISHLIST_FIELDS} }
    user_errors { code message }
  }
}`

const TO_CART = `mutation ToCart($id: ID!, $ids: [ID!], $currentPage: Int = 1, $pageSize: Int = 20) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
    status
    wishlist { ${WISHLIST_FIELDS} }
    add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId }
  }
}`

/** A fresh customer (so tests never share a wishlist) with their wishlist, created on first use. */
const customerWithWishlist = async () => {
  const { token } = await newCustomer()
  const data = await ok<Data>(WISHLISTS, {}, { token })
  return { token, wishlist: data.customer.wishlists[0] }
}

const add = async (token: string, id: string, items: { sku: string; quantity: number }[]) =>
  (await ok<Data>(ADD, { id, items }, { token })).addProductsToWishlist

const skus = (wishlist: Data) => wishlist.items_v2.items.map((i: Data) => i.product.sku)

describe('reading wishlists', () => {
  it("shows the demo customer's seeded wishlist under wishlists, wishlist_v2 and wishlist", async () => {
    const token = await login('queisser')
    const data = await ok<Data>(
      `query { customer {
        wishlists { id items_count items_v2 { items { quantity product { sku stock_status } } } }
        wishlist { id items_count }
      } }`,
      {},
      { token, brand: 'queisser' },
    )
    const [wishlist] = data.customer.wishlists
    expect(data.customer.wishlists).toHaveLength(1)
    expect(wishlist).toMatchObject({ id: '3', items_count: 2 })
    expect(wishlist.items_v2.items).toEqual([
      { quantity: 2, product: { sku: 'QUE-LUTEIN', stock_status: 'IN_STOCK' } },
      { quantity: 1, product: { sku: 'QUE-VITAL-TONIKUM', stock_status: 'OUT_OF_STOCK' } },
    ])
    expect(data.customer.wishlist).toEqual({ id: '3', items_count: 2 })
    const byId = await ok<Data>(
      'query { customer { wishlist_v2(id: "3") { id items_count } } }',
      {},
      { token, brand: 'queisser' },
    )
    expect(byId.customer.wishlist_v2).toEqual({ id: '3', items_count: 2 })
  })

  it('answers the deprecated Query.wishlist with the same wishlist', async () => {
    const data = await ok<Data>(
      '{ wishlist { items_count name sharing_code items { qty description product { sku } } } }',
      {},
      { token: await login('stozzon'), brand: 'stozzon' },
    )
    expect(data.wishlist).toEqual({
      items_count: 2,
      name: null,
      sharing_code: 'e2d7b4a1f9c6305e8b2d7a4f1c9e6b3d',
      items: [
        { qty: 1, description: null, product: { sku: 'STO-FLOHSAMEN' } },
        { qty: 1, description: null, product: { sku: 'STO-DARMFLORA' } },
      ],
    })
  })

  it('creates an empty wishlist for a customer on first use', async () => {
    const { wishlist } = await customerWithWishlist()
    expect(wishlist).toMatchObject({
      items_count: 0,
      items_v2: { items: [], page_info: { current_page: 1, page_size: 20, total_pages: 1 } },
    })
    expect(wishlist.id).toMatch(/^\d+$/)
    expect(wishlist.sharing_code).toMatch(/^[0-9a-f]{32}$/)
  })

  it('refuses a guest', async () => {
    expect(await failure(WISHLISTS)).toMatchObject({
      message: 'Bitte melden Sie sich erneut an.',
      category: 'graphql-authorization',
    })
    const add = await failure(ADD, { id: '1', items: [{ sku: 'VIT-D3-1000', quantity: 1 }] })
    expect(add).toEqual({
      message: 'Bitte melden Sie sich an, um Ihren Merkzettel zu nutzen.',
      category: 'graphql-authorization',
      path: ['addProductsToWishlist'],
    })
  })

  it("keeps another customer's wishlist out of reach", async () => {
    const owner = await customerWithWishlist()
    const other = await customerWithWishlist()
    const byId = await ok<Data>(
      'query V2($id: ID!) { customer { wishlist_v2(id: $id) { id } } }',
      { id: owner.wishlist.id },
      { token: other.token },
    )
    expect(byId.customer.wishlist_v2).toBeNull()
    const items = [{ sku: 'VIT-D3-1000', quantity: 1 }]
    for (const [query, variables] of [
      [ADD, { id: owner.wishlist.id, items }],
      [REMOVE, { id: owner.wishlist.id, ids: ['1'] }],
      [UPDATE, { id: owner.wishlist.id, items: [{ wishlist_item_id: '1', quantity: 2 }] }],
      [TO_CART, { id: owner.wishlist.id }],
    ] as const) {
      expect(await failure(query, variables, { token: other.token })).toMatchObject({
        message: 'Ihr Merkzettel wurde nicht gefunden. Bitte laden Sie die Seite neu.',
        category: 'graphql-input',
      })
    }
  })
})

describe('changing a wishlist', () => {
  it('adds a product twice as one item with the quantities summed', async () => {
    const { token, wishlist } = await customerWithWishlist()
    await add(token, wishlist.id, [{ sku: 'VIT-D3-1000', quantity: 2 }])
    const result = await add(token, wishlist.id, [{ sku: 'VIT-D3-1000', quantity: 3 }])
    expect(result.user_errors).toEqual([])
    expect(result.wishlist.items_count).toBe(1)
    expect(result.wishlist.items_v2.items[0]).toMatchObject({
      __typename: 'SimpleWishlistItem',
      quantity: 5,
      description: null,
      product: { sku: 'VIT-D3-1000' },
    })
    expect(result.wishlist.items_v2.items[0].added_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  })

  it('reports unknown, out-of-stock and zero-quantity lines and adds the others', async () => {
    const { token, wishlist } = await customerWithWishlist()
    const result = await add(token, wishlist.id, [
      { sku: 'NOPE-1', quantity: 1 },
      { sku: 'VIT-EISEN', quantity: 1 },
      { sku: 'VIT-ZINK-C', quantity: 0 },
      { sku: 'VIT-ZINK-C', quantity: 1 },
    ])
    expect(result.user_errors).toEqual([
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Das Produkt mit der Artikelnummer „NOPE-1“ gibt es nicht (mehr).',
      },
      {
        code: 'UNDEFINED',
        message: 'Ausverkaufte Produkte können Sie nicht auf den Merkzettel setzen.',
      },
      { code: 'UNDEFINED', message: 'Die Menge auf dem Merkzettel muss mindestens 1 sein.' },
    ])
    expect(skus(result.wishlist)).toEqual(['VIT-ZINK-C'])
  })

  it('pages items_v2', async () => {
    const { token, wishlist } = await customerWithWishlist()
    const items = ['VIT-D3-1000', 'VIT-MG-400', 'VIT-ZINK-C'].map((sku) => ({ sku, quantity: 1 }))
    await add(token, wishlist.id, items)
    const data = await ok<Data>(WISHLISTS, { pageSize: 2, currentPage: 2 }, { token })
    const [page] = data.customer.wishlists
    expect(skus(page)).toEqual(['VIT-ZINK-C'])
    expect(page.items_v2.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 })
    expect(page.items_count).toBe(3)
  })

  it('updates quantity and description, and reports an item not in the wishlist', async () => {
    const { token, wishlist } = await customerWithWishlist()
    const added = await add(token, wishlist.id, [{ sku: 'VIT-B12', quantity: 1 }])
    const itemId = added.wishlist.items_v2.items[0].id
    const data = await ok<Data>(
      UPDATE,
      {
        id: wishlist.id,
        items: [
          { wishlist_item_id: itemId, quantity: 4, description: 'Für den Urlaub' },
          { wishlist_item_id: '999999', quantity: 1 },
          { wishlist_item_id: itemId, quantity: 0 },
        ],
      },
      { token },
    )
    const result = data.updateProductsInWishlist
    expect(result.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message:
          'Dieser Eintrag steht nicht mehr auf Ihrem Merkzettel. Bitte laden Sie die Seite neu.',
      },
      { code: 'UNDEFINED', message: 'Die Menge auf dem Merkzettel muss mindestens 1 sein.' },
    ])
    expect(result.wishlist.items_v2.items[0]).toMatchObject({
      id: itemId,
      quantity: 4,
      description: 'Für den Urlaub',
    })
  })

  it('removes items and reports ids that are not in the wishlist', async () => {
    const { token, wishlist } = await customerWithWishlist()
    const added = await add(token, wishlist.id, [
      { sku: 'VIT-D3-1000', quantity: 1 },
      { sku: 'VIT-MG-400', quantity: 1 },
    ])
    const [first] = added.wishlist.items_v2.items
    const data = await ok<Data>(REMOVE, { id: wishlist.id, ids: [first.id, '999999'] }, { token })
    const result = data.removeProductsFromWishlist
    expect(result.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message:
          'Dieser Eintrag (999999) steht nicht auf Ihrem Merkzettel. Bitte laden Sie die Seite neu.',
      },
    ])
    expect(skus(result.wishlist)).toEqual(['VIT-MG-400'])
    expect(result.wishlist.items_count).toBe(1)
  })
})

describe('addWishlistItemsToCart', () => {
  it('moves the named item into the customer cart and out of the wishlist', async () => {
    const { token, wishlist } = await customerWithWishlist()
    const added = await add(token, wishlist.id, [
      { sku: 'VIT-D3-1000', quantity: 2 },
      { sku: 'VIT-MG-400', quantity: 1 },
    ])
    const [d3] = added.wishlist.items_v2.items
    const data = await ok<Data>(TO_CART, { id: wishlist.id, ids: [d3.id] }, { token })
    const result = data.addWishlistItemsToCart
    expect(result.status).toBe(true)
    expect(result.add_wishlist_items_to_cart_user_errors).toEqual([])
    expect(skus(result.wishlist)).toEqual(['VIT-MG-400'])
    const cart = (await ok<Data>(CUSTOMER_CART, {}, { token })).customerCart
    expect(cart.items.map((i: Data) => [i.product.sku, i.quantity])).toEqual([['VIT-D3-1000', 2]])
  })

  it('moves all items without ids and keeps an out-of-stock one with a user error', async () => {
    const { token, wishlist } = await customerWithWishlist()
    await add(token, wishlist.id, [{ sku: 'VIT-ZINK-C', quantity: 1 }])
    // Went out of stock after it was added (a new out-of-stock product cannot be added).
    const { id: eisenId } = (await env.SHOP_DB.prepare(
      'INSERT INTO wishlist_items (wishlist_id, product_id, quantity, added_at) VALUES (?, 1006, 1, 0) RETURNING id',
    )
      .bind(Number(wishlist.id))
      .first<{ id: number }>())!
    const data = await ok<Data>(TO_CART, { id: wishlist.id }, { token })
    const result = data.addWishlistItemsToCart
    expect(result.status).toBe(false)
    expect(result.add_wishlist_items_to_cart_user_errors).toEqual([
      {
        code: 'NOT_SALABLE',
        message: 'Dieses Produkt ist derzeit nicht erhältlich.',
        wishlistId: wishlist.id,
        wishlistItemId: String(eisenId),
      },
    ])
    expect(skus(result.wishlist)).toEqual(['VIT-EISEN'])
    const cart = (await ok<Data>(CUSTOMER_CART, {}, { token })).customerCart
    expect(cart.items.map((i: Data) => i.product.sku)).toEqual(['VIT-ZINK-C'])
  })

  it("refuses ids that are not in the wishlist with Magento's phrase", async () => {
    const { token, wishlist } = await customerWithWishlist()
    expect(await failure(TO_CART, { id: wishlist.id, ids: ['424242'] }, { token })).toMatchObject({
      message:
        'Einträge (424242) stehen nicht mehr auf Ihrem Merkzettel. Bitte laden Sie die Seite neu.',
      category: 'graphql-input',
    })
    expect(await failure(TO_CART, { id: '' }, { token })).toMatchObject({
      message: 'Ihr Merkzettel konnte nicht bestimmt werden. Bitte laden Sie die Seite neu.',
    })
  })
})

describe('a pack size on the wishlist', () => {
  const SIZED = `query Sized($currentPage: Int = 1, $pageSize: Int = 20) {
    customer { wishlists { id items_v2(currentPage: $currentPage, pageSize: $pageSize) { items {
      __typename id quantity product { __typename sku }
      ... on ConfigurableWishlistItem {
        child_sku
        configured_variant { __typename sku stock_status }
        configurable_options { configurable_product_option_value_uid value_label }
      }
    } } } }
  }`
  const sized = async (token: string, store?: string) =>
    (await ok<Data>(SIZED, {}, { token, store })).customer.wishlists[0].items_v2.items

  it('keeps each chosen size as its own ConfigurableWishlistItem, by option or by parent_sku', async () => {
    const { token, wishlist } = await customerWithWishlist()
    const [option] = (await family('VIT-C-1000')).configurable_options
    const small = option.values[0].uid
    const { user_errors } = await add(token, wishlist.id, [
      { sku: 'VIT-C-1000', quantity: 1, selected_options: [small] },
      { sku: 'VIT-C-1000-120', parent_sku: 'VIT-C-1000', quantity: 1 },
      { sku: 'VIT-C-1000', quantity: 2, selected_options: [small] },
    ] as never)
    expect(user_errors).toEqual([])
    expect(await sized(token)).toMatchObject([
      {
        __typename: 'ConfigurableWishlistItem',
        quantity: 3,
        product: { __typename: 'ConfigurableProduct', sku: 'VIT-C-1000' },
        child_sku: 'VIT-C-1000-60',
        configured_variant: { __typename: 'SimpleProduct', sku: 'VIT-C-1000-60' },
        configurable_options: [
          { configurable_product_option_value_uid: small, value_label: '60 Tabletten' },
        ],
      },
      {
        __typename: 'ConfigurableWishlistItem',
        configured_variant: { sku: 'VIT-C-1000-120' },
        configurable_options: [{ value_label: '120 Tabletten' }],
      },
    ])
    // The English view names the size in English.
    const english = await sized(token, 'vitalis_en')
    expect(english[0].configurable_options[0].value_label).toBe('60 tablets')
  })

  it('refuses a sold-out size and an option of no size, and keeps a family chosen without one', async () => {
    const { token, wishlist } = await customerWithWishlist()
    const drops = await family('VIT-D3-K2-TROPFEN')
    const soldOut = drops.configurable_options[0].values[2].uid
    const { user_errors } = await add(token, wishlist.id, [
      { sku: 'VIT-D3-K2-TROPFEN', quantity: 1, selected_options: [soldOut] },
      { sku: 'VIT-D3-K2-TROPFEN', quantity: 1, selected_options: [VALUE(9999)] },
      { sku: 'VIT-D3-K2-TROPFEN', quantity: 1 },
    ] as never)
    expect(user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: 'Ausverkaufte Produkte können Sie nicht auf den Merkzettel setzen.',
      },
      { code: 'UNDEFINED', message: 'Die gewählte Packungsgröße ist nicht erhältlich.' },
    ])
    expect(await sized(token)).toEqual([
      expect.objectContaining({
        __typename: 'SimpleWishlistItem',
        product: { __typename: 'ConfigurableProduct', sku: 'VIT-D3-K2-TROPFEN' },
      }),
    ])
  })

  it('moves a size into the cart as that size; a family without one stays, asking for a size', async () => {
    const { token, wishlist } = await customerWithWishlist()
    await add(token, wishlist.id, [
      { sku: 'VIT-C-1000-120', parent_sku: 'VIT-C-1000', quantity: 2 },
      { sku: 'VIT-D3-K2-TROPFEN', quantity: 1 },
    ] as never)
    const moved = (await ok<Data>(TO_CART, { id: wishlist.id }, { token })).addWishlistItemsToCart
    expect(moved.status).toBe(false)
    expect(moved.add_wishlist_items_to_cart_user_errors).toEqual([
      expect.objectContaining({ message: 'Bitte wählen Sie eine Packungsgröße aus.' }),
    ])
    expect(skus(moved.wishlist)).toEqual(['VIT-D3-K2-TROPFEN'])
    const cart = await ok<Data>(
      `{ customerCart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }`,
      {},
      { token },
    )
    expect(cart.customerCart.items).toEqual([
      {
        quantity: 2,
        product: { sku: 'VIT-C-1000' },
        configured_variant: { sku: 'VIT-C-1000-120' },
      },
    ])
  })
})
