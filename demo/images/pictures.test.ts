import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findMedia, mediaFileNames } from '../media/library'
import { catalogueProducts, insertedRows } from './catalogue-sql'
import { rasterSize } from './ladder'
import { demoPictures } from './pictures'

const dir = new URL('../migrations/', import.meta.url)
const migrations = readdirSync(dir)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(new URL(file, dir), 'utf8'))

describe('the shop migrations as rows (catalogue-sql.ts)', () => {
  it('reads literals: quotes doubled, NULL, numbers, several rows to a statement', () => {
    const sql = `INSERT INTO products (id, sku, name, special) VALUES (1, 'A-1', 'Öl ''extra'', (klein)', NULL),
      (2, 'B-2', 'x, y', -3.5);
    INSERT INTO other (id) VALUES (9);`
    expect(insertedRows(sql, 'products')).toEqual([
      { id: 1, sku: 'A-1', name: "Öl 'extra', (klein)", special: null },
      { id: 2, sku: 'B-2', name: 'x, y', special: -3.5 },
    ])
  })

  it('finds every product with the pictures the catalogue references', () => {
    const products = catalogueProducts(migrations)
    const skus = products.map((product) => product.sku)
    expect(new Set(skus).size).toBe(products.length)
    expect(products.find((product) => product.sku === 'VIT-MG-400')).toMatchObject({
      store: 'vitalis',
      name: 'Magnesium 400',
      size: '100 Tabletten',
      parentId: null,
      files: [
        'images/VIT-MG-400.svg',
        'images/VIT-MG-400.back.svg',
        'images/VIT-MG-400.detail.svg',
      ],
    })
    expect(products.find((product) => product.sku === 'VIT-C-1000-120')).toMatchObject({
      parentId: 1009,
      size: '120 Tabletten',
      files: ['images/VIT-C-1000-120.svg'],
    })
    const referenced = new Set(
      migrations.join('\n').match(/images\/[A-Za-z0-9-]+(?:\.back|\.detail)?\.svg/g),
    )
    expect(new Set(products.flatMap((product) => product.files))).toEqual(referenced)
  })
})

describe('the pictures the build renders (pictures.ts)', () => {
  const pictures = demoPictures(migrations)
  const paths = new Set(pictures.map((picture) => picture.path))

  it('has a photo of every media picture and of every packshot the catalogue references', () => {
    for (const name of mediaFileNames().filter((each) => each.endsWith('.jpg')))
      expect(paths.has(`/media/${name}`), name).toBe(true)
    for (const product of catalogueProducts(migrations))
      for (const file of product.files)
        expect(paths.has(`/shop/${product.store}/${file.replace(/\.svg$/, '.jpg')}`)).toBe(true)
    expect(paths.size).toBe(pictures.length)
  })

  it('states the size the CMS gives each photo: 2,000 px wide, the drawing’s aspect', () => {
    for (const picture of pictures.filter((each) => each.path.startsWith('/media/'))) {
      const asset = findMedia(picture.path.slice('/media/'.length))!
      expect(asset).toMatchObject({ mimeType: 'image/jpeg', extension: 'jpg' })
      expect({ width: asset.width, height: asset.height }).toEqual(
        rasterSize(picture.width, picture.height),
      )
      expect(asset.width / asset.height).toBeCloseTo(picture.width / picture.height, 2)
    }
  })

  it('shares photos where drawings differ only by pack size or in the gallery’s other views', () => {
    const svgOf = (path: string) => pictures.find((picture) => picture.path === path)!.svg
    const shop = '/shop/vitalis/images'
    expect(svgOf(`${shop}/VIT-C-1000-120.jpg`)).toBe(svgOf(`${shop}/VIT-C-1000.jpg`))
    expect(svgOf(`${shop}/VIT-MG-400.back.jpg`)).toBe(svgOf(`${shop}/VIT-D3-1000.back.jpg`))
    expect(svgOf(`${shop}/VIT-MG-400.jpg`)).not.toBe(svgOf(`${shop}/VIT-D3-1000.jpg`))
    expect(new Set(pictures.map((picture) => picture.svg)).size).toBeLessThan(240)
    // A family's shared photo prints no size; a product sold in one size shows its own.
    expect(svgOf(`${shop}/VIT-C-1000.jpg`)).not.toContain('120 Tabletten')
    const vitaminC = catalogueProducts(migrations).find((product) => product.sku === 'VIT-C-1000')
    expect(svgOf(`${shop}/VIT-C-1000.jpg`)).not.toContain(`>${vitaminC?.size}<`)
    expect(svgOf(`${shop}/VIT-MG-400.jpg`)).toContain('100 Tabletten')
    const every = demoPictures(migrations, 'every')
    expect(every.map((picture) => picture.path)).toEqual(pictures.map((picture) => picture.path))
    expect(new Set(every.map((picture) => picture.svg)).size).toBe(every.length)
  })
})
