import { describe, expect, it } from 'vitest'
import type { CartItem, OrderLine } from '../../shop'
import { linesNotReordered } from './lines-not-reordered'

const line = (sku: string, name: string, quantity: number): OrderLine => ({
  id: sku,
  sku,
  name,
  quantity,
  price: null,
  returnable: 0,
})

const item = (sku: string, quantity: number) =>
  ({ id: `${sku}-item`, quantity, product: { sku } }) as unknown as CartItem

const ORDER = [line('VIT-D3', 'Vitamin D3', 2), line('IRON', 'Eisen', 1), line('ZINC', 'Zink', 1)]

describe('linesNotReordered', () => {
  it('names the lines the cart did not grow by', () => {
    const after = [item('VIT-D3', 2), item('ZINC', 1)]
    expect(linesNotReordered(ORDER, [], after).map((entry) => entry.name)).toEqual(['Eisen'])
  })

  it('counts from what the cart held before, so a product already there is not taken as added', () => {
    const before = [item('IRON', 1), item('VIT-D3', 1)]
    const after = [item('IRON', 1), item('VIT-D3', 3), item('ZINC', 1)]
    expect(linesNotReordered(ORDER, before, after).map((entry) => entry.name)).toEqual(['Eisen'])
  })

  it('takes a line as added only with its whole quantity', () => {
    expect(
      linesNotReordered(ORDER, [], [item('VIT-D3', 1), item('IRON', 1), item('ZINC', 1)]),
    ).toEqual([ORDER[0]])
  })

  it('shares one SKU’s increase between two lines of it', () => {
    const twice = [line('ZINC', 'Zink', 1), line('ZINC', 'Zink', 2)]
    expect(linesNotReordered(twice, [], [item('ZINC', 1)])).toEqual([twice[1]])
    expect(linesNotReordered(twice, [], [item('ZINC', 3)])).toEqual([])
  })
})
