import { describe, expect, it } from 'vitest'
import { createFakeShop } from '../testing/fake-shop'
import { createProductStore, productsById } from './create-product-store'
import { parseDynamicAttributes } from './dynamic-attributes'

describe('product store', () => {
  it('starts empty and not initialised: the page carries its own products', () => {
    expect(createProductStore().getState()).toMatchObject({ products: {}, initialised: false })
  })

  it("refetches exactly the page's skus, keyed by id as text", async () => {
    const shop = createFakeShop()
    const store = createProductStore()
    expect(await store.getState().refresh(shop, ['VIT-D3', 'ZINC-OUT'])).toEqual({
      ok: true,
      data: 2,
    })
    expect(shop.calls[0]).toMatchObject({
      operation: 'products',
      variables: { skus: ['VIT-D3', 'ZINC-OUT'], pageSize: 2 },
    })
    const { products, initialised } = store.getState()
    expect(initialised).toBe(true)
    expect(Object.keys(products)).toEqual(['1', '3'])
    expect(products['3']).toMatchObject({
      stock_status: 'OUT_OF_STOCK',
      omnibus_price: { value: 7.5 },
    })
    expect(store.getState().product(1)).toMatchObject({
      sku: 'VIT-D3',
      size: '60 Kapseln',
      product_line: 'basis',
      dh_product_type: 'capsule',
      pim_id: '4711',
    })
  })

  it("refetches a family whole and keeps it under each of its sizes' ids too", async () => {
    // A listing's tile carries the family in the size it shows, by that size's id.
    const store = createProductStore()
    expect(await store.getState().refresh(createFakeShop(), ['OMEGA'])).toEqual({
      ok: true,
      data: 1,
    })
    const family = store.getState().product(40)
    expect(family?.sizes?.map((size) => size.product.id)).toEqual(['41', '42', '43'])
    for (const id of ['41', '42', '43']) expect(store.getState().product(id)).toBe(family)
    expect(productsById([])).toEqual({})
  })

  it('asks each sku once and never for a page size beyond the skus', async () => {
    const shop = createFakeShop()
    await createProductStore().getState().refresh(shop, ['VIT-D3', 'VIT-D3'])
    expect(shop.calls[0]?.variables).toEqual({ skus: ['VIT-D3'], pageSize: 1 })
  })

  it('asks the shop nothing for a page without products', async () => {
    const shop = createFakeShop()
    expect(await createProductStore().getState().refresh(shop, [])).toEqual({ ok: true, data: 0 })
    expect(shop.calls).toHaveLength(0)
  })

  it('keeps its products when a refresh fails, and forgets them on clear', async () => {
    const shop = createFakeShop()
    const store = createProductStore()
    await store.getState().refresh(shop, ['VIT-D3'])
    shop.down = true
    const result = await store.getState().refresh(shop, ['VIT-D3'])
    expect(result.ok).toBe(false)
    expect(Object.keys(store.getState().products)).toEqual(['1'])
    store.getState().clear()
    expect(store.getState()).toMatchObject({ products: {}, initialised: false })
  })
})

describe('parseDynamicAttributes', () => {
  it('takes the four known keys and turns numbers into text', () => {
    expect(
      parseDynamicAttributes(
        '{"size":"100 g","product_line":"x","dh_product_type":"y","pim_id":7}',
      ),
    ).toEqual({
      size: '100 g',
      product_line: 'x',
      dh_product_type: 'y',
      pim_id: '7',
    })
  })

  it.each([null, '', '{broken', '[1,2]', '"text"', 'null', `{"size":"${'x'.repeat(20000)}"}`])(
    'yields nulls for %j',
    (json) => {
      expect(parseDynamicAttributes(json)).toEqual({
        size: null,
        product_line: null,
        dh_product_type: null,
        pim_id: null,
      })
    },
  )

  it('ignores other keys and wrong types, so a stray key cannot overwrite product fields', () => {
    const parsed = parseDynamicAttributes('{"sku":"HACK","id":1,"size":{"a":1},"pim_id":"p1"}')
    expect(parsed).toEqual({ size: null, product_line: null, dh_product_type: null, pim_id: 'p1' })
  })
})
