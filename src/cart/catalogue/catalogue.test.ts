import { describe, expect, it } from 'vitest'
import { createFakeShop } from '../testing/fake-shop'
import { createCatalogueStore, toCatalogueSnapshot } from './create-catalogue-store'
import { parseDynamicAttributes } from './dynamic-attributes'

describe('catalogue store', () => {
  it('starts empty and not initialised without a snapshot', () => {
    expect(createCatalogueStore().getState()).toMatchObject({ products: {}, initialised: false })
  })

  it('loads every product of the root category, keyed by id as text', async () => {
    const shop = createFakeShop()
    const store = createCatalogueStore()
    expect(await store.getState().refresh(shop, 42)).toEqual({ ok: true, data: 3 })
    expect(shop.calls[0]?.variables).toEqual({ categoryId: '42', pageSize: 9999 })
    const { products, initialised } = store.getState()
    expect(initialised).toBe(true)
    expect(Object.keys(products)).toEqual(['1', '2', '3'])
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

  it('starts from a server snapshot, so the first render has prices', async () => {
    const server = createCatalogueStore()
    await server.getState().refresh(createFakeShop(), 42)
    const snapshot = JSON.parse(JSON.stringify(toCatalogueSnapshot(server.getState())))
    const browser = createCatalogueStore(snapshot)
    expect(browser.getState().initialised).toBe(true)
    expect(browser.getState().product('2')?.price_range.minimum_price.final_price).toEqual({
      value: 14.5,
      currency: 'EUR',
    })
  })

  it('keeps its products when a refresh fails', async () => {
    const shop = createFakeShop()
    const store = createCatalogueStore()
    await store.getState().refresh(shop, 42)
    shop.down = true
    const result = await store.getState().refresh(shop, 42)
    expect(result.ok).toBe(false)
    expect(Object.keys(store.getState().products)).toHaveLength(3)
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
