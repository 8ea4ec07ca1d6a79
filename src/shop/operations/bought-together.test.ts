import { describe, expect, it } from 'vitest'
import { BOUGHT_TOGETHER_LIMIT } from './bought-together'
import { toShopCart } from './map-shop-data'
import type { RawCartItem, RawProduct } from './raw-types'

const tile = (sku: string, extra: Partial<RawProduct> = {}): RawProduct => ({
  id: sku.length,
  sku,
  name: `Name ${sku}`,
  url_key: sku.toLowerCase(),
  stock_status: 'IN_STOCK',
  ...extra,
})

const item = (sku: string, crossSells: (RawProduct | null)[] | null): RawCartItem => ({
  uid: `uid-${sku}`,
  quantity: 1,
  product: { id: 1, sku, crosssell_products: crossSells },
})

const recommended = (...items: (RawCartItem | null)[]) =>
  toShopCart({ id: 'c1', items }).boughtTogether.map((product) => product.sku)

describe('the cart’s bought-together products', () => {
  it('are the cross-sells of all items in item and link order, each sku once', () => {
    expect(
      recommended(item('A', [tile('X'), tile('Y')]), item('B', [tile('Y'), tile('Z'), tile('X')])),
    ).toEqual(['X', 'Y', 'Z'])
  })

  it('leave out products already in the cart, out of stock ones and nulls', () => {
    expect(
      recommended(
        item('A', [tile('B'), null, tile('GONE', { stock_status: 'OUT_OF_STOCK' }), tile('X')]),
        null,
        item('B', [tile('A'), { id: 9, sku: null }]),
      ),
    ).toEqual(['X'])
  })

  it(`are at most ${BOUGHT_TOGETHER_LIMIT}, the first items' first`, () => {
    expect(
      recommended(
        item('A', [tile('P1'), tile('P2'), tile('P3')]),
        item('B', [tile('P4'), tile('P5')]),
        item('C', [tile('P6')]),
      ),
    ).toEqual(['P1', 'P2', 'P3', 'P4'])
  })

  it('are none for an empty cart or items without cross-sells', () => {
    expect(recommended()).toEqual([])
    expect(recommended(item('A', null), item('B', []))).toEqual([])
  })

  it('are mapped as tiles: link, stock and prices', () => {
    const [product] = toShopCart({
      id: 'c1',
      items: [item('A', [tile('X', { omnibus_price: { value: 8.5, currency: 'EUR' } })])],
    }).boughtTogether
    expect(product).toMatchObject({
      id: '1',
      sku: 'X',
      name: 'Name X',
      url_key: 'x',
      stock_status: 'IN_STOCK',
      omnibus_price: { value: 8.5, currency: 'EUR' },
    })
  })
})
