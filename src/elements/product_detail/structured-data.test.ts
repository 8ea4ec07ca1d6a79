import { describe, expect, it } from 'vitest'
import { omegaFamily, vitaminD3 } from '../testing/commerce'
import { productDetailElement } from '../testing'
import type { ProductDetail } from './product-detail'
import { productStructuredData } from './structured-data'

const fixture = (productDetailElement.content as { detail: ProductDetail }).detail
const PAGE = 'https://www.vitalis.test/produkte/omega'

/**
 * What Google documents for product variants on one page
 * (https://developers.google.com/search/docs/appearance/structured-data/product-variants): the
 * group's name, its id and the property its variants differ by; every variant a Product with a
 * unique id, a name, an image and an Offer with price, currency and availability (the fields a
 * merchant listing requires).
 */
const checkVariantMarkup = (data: Record<string, unknown>): string[] => {
  const problems: string[] = []
  if (data['@type'] !== 'ProductGroup') problems.push('not a ProductGroup')
  if (!data.name) problems.push('group without name')
  if (!data.productGroupID) problems.push('group without productGroupID')
  if (!Array.isArray(data.variesBy) || data.variesBy.length === 0) problems.push('no variesBy')
  const variants = Array.isArray(data.hasVariant)
    ? (data.hasVariant as Record<string, unknown>[])
    : []
  if (variants.length === 0) problems.push('no hasVariant')
  const ids = new Set(variants.map((variant) => variant.sku))
  if (ids.size !== variants.length) problems.push('variants without unique sku')
  for (const variant of variants) {
    const offer = variant.offers as Record<string, unknown> | undefined
    if (variant['@type'] !== 'Product') problems.push(`${String(variant.sku)}: not a Product`)
    for (const field of ['name', 'image', 'size'] as const) {
      if (!variant[field]) problems.push(`${String(variant.sku)}: no ${field}`)
    }
    for (const field of ['price', 'priceCurrency', 'availability', 'url'] as const) {
      if (!offer?.[field]) problems.push(`${String(variant.sku)}: offer without ${field}`)
    }
  }
  return problems
}

describe('productStructuredData', () => {
  it('describes a family of pack sizes as a ProductGroup of its sizes', () => {
    const detail: ProductDetail = {
      ...fixture,
      product: omegaFamily,
      sizeFacts: { 'OMEGA-1': { pzn: '12345678', netQuantity: '60 g' } },
    }
    const data = productStructuredData(detail, PAGE, 'https://www.vitalis.test')
    expect(checkVariantMarkup(data)).toEqual([])
    expect(data).toMatchObject({
      name: 'Omega-3',
      url: PAGE,
      productGroupID: 'OMEGA',
      variesBy: ['https://schema.org/size'],
    })
    const variants = data.hasVariant as Record<string, unknown>[]
    expect(variants.map((variant) => [variant.sku, variant.size])).toEqual([
      ['OMEGA-1', '60 Kapseln'],
      ['OMEGA-2', '120 Kapseln'],
      ['OMEGA-3', '240 Kapseln'],
    ])
    expect(variants[0]).toMatchObject({
      name: 'Omega-3, 60 Kapseln',
      identifier: { propertyID: 'PZN', value: '12345678' },
      offers: { price: '9.95', url: `${PAGE}?variant=OMEGA-1` },
    })
    expect(variants[2]?.offers).toMatchObject({
      price: '32.95',
      availability: 'https://schema.org/OutOfStock',
    })
    expect(data).not.toHaveProperty('offers')
  })

  it('describes a product sold in one size as a Product with its Offer', () => {
    const data = productStructuredData(
      { ...fixture, product: vitaminD3 },
      PAGE,
      'https://www.vitalis.test',
    )
    expect(data['@type']).toBe('Product')
    expect(data).toMatchObject({ sku: 'VIT-D3', offers: { price: '9.95', url: PAGE } })
    expect(data).not.toHaveProperty('hasVariant')
  })
})
