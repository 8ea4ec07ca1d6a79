import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  LADDER_FORMATS,
  LADDER_WIDTHS,
  ORIGINAL_WIDTH,
  formatFor,
  ladderWidthFor,
  parseTransformOptions,
  rasterPlan,
} from '../../images/ladder'
import { type Data, SHOP, ok } from './helpers'

/**
 * The demo's raster photos: the originals the shop and the media library serve, and
 * the stand-in for Cloudflare's image transformations that answers the storefront's
 * `/cdn-cgi/image/width=<w>,format=auto,fit=scale-down/<source>` from the ladder the build
 * wrote (scripts/demo-images.mjs; `node scripts/build.mjs` runs it before these tests).
 */
const DEMO = 'http://127.0.0.1:8788'
const D3 = `${DEMO}/shop/vitalis/images/VIT-D3-1000.jpg`
const BROWSER = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'

const transform = (options: string, source: string, accept = BROWSER) =>
  SELF.fetch(`${DEMO}/cdn-cgi/image/${options}/${source}`, { headers: { accept } })

/** Width and height of a JPEG (its SOF segment) or a lossy WebP (its VP8 frame header). */
const dimensionsOf = (buffer: ArrayBuffer): { width: number; height: number } => {
  const bytes = new Uint8Array(buffer)
  const view = new DataView(buffer)
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2
    while (at < bytes.length) {
      const marker = bytes[at + 1]!
      if (marker >= 0xc0 && marker <= 0xc2)
        return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
      at += 2 + view.getUint16(at + 2)
    }
  }
  const tag = (from: number) => String.fromCharCode(...bytes.slice(from, from + 4))
  if (tag(0) === 'RIFF' && tag(8) === 'WEBP' && tag(12) === 'VP8 ')
    return {
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    }
  throw new Error('neither a JPEG nor a lossy WebP')
}

const image = async (response: Response) => {
  const bytes = await response.arrayBuffer()
  expect(response.headers.get('content-length')).toBe(String(bytes.byteLength))
  return {
    type: response.headers.get('content-type'),
    bytes: bytes.byteLength,
    ...dimensionsOf(bytes),
  }
}

describe('the build plan (demo/images/ladder.ts)', () => {
  it('writes the 2,000 px JPEG original and every ladder width in WebP and JPEG', () => {
    const plan = rasterPlan('abc')
    expect(plan[0]).toEqual({ width: ORIGINAL_WIDTH, format: 'jpeg', path: 'r/abc/2000.jpg' })
    expect(plan).toHaveLength(1 + LADDER_WIDTHS.length * LADDER_FORMATS.length)
    expect(LADDER_WIDTHS).toEqual([160, 320, 480, 640, 800, 960, 1280, 1920])
    expect(plan.filter((file) => file.width === 640).map((file) => file.path)).toEqual([
      'r/abc/640.webp',
      'r/abc/640.jpg',
    ])
    expect(new Set(plan.map((file) => file.path)).size).toBe(plan.length)
    expect(plan.every((file) => file.width <= ORIGINAL_WIDTH)).toBe(true)
  })

  it('answers the smallest width at least as wide as asked, never wider than the widest', () => {
    expect(ladderWidthFor(160)).toBe(160)
    expect(ladderWidthFor(161)).toBe(320)
    expect(ladderWidthFor(1000)).toBe(1280)
    expect(ladderWidthFor(1921)).toBe(1920)
    expect(ladderWidthFor(null)).toBe(1920)
  })

  it('picks WebP for format=auto where the browser takes it, else JPEG; AVIF only if built', () => {
    expect(formatFor('auto', BROWSER)).toBe('webp')
    expect(formatFor(null, 'image/webp')).toBe('webp')
    expect(formatFor('auto', 'image/jpeg,*/*')).toBe('jpeg')
    expect(formatFor('auto', '')).toBe('jpeg')
    expect(formatFor('auto', BROWSER, ['avif', 'webp', 'jpeg'])).toBe('avif')
    expect(formatFor('webp', '')).toBe('webp')
    expect(formatFor('jpeg', BROWSER)).toBe('jpeg')
    expect(formatFor('avif', BROWSER)).toBe('jpeg')
  })

  it('parses the options the storefront sends and tolerates quality, fit and dpr', () => {
    expect(parseTransformOptions('width=640,format=auto,fit=scale-down')).toEqual({
      ok: true,
      options: { width: 640, format: 'auto' },
    })
    expect(parseTransformOptions('w=160,dpr=2,q=75,fit=cover,f=webp')).toEqual({
      ok: true,
      options: { width: 320, format: 'webp' },
    })
    expect(parseTransformOptions('quality=high,format=baseline-jpeg')).toEqual({
      ok: true,
      options: { width: null, format: 'jpeg' },
    })
    for (const bad of ['height=100', 'width=abc', 'width=0', 'format=gif', 'fit=stretch', 'x'])
      expect(parseTransformOptions(bad).ok, bad).toBe(false)
  })
})

describe('GET /cdn-cgi/image/<options>/<source>', () => {
  it('answers the ladder width and format the request picks, cacheable and varying by Accept', async () => {
    const response = await transform('width=320,format=auto,fit=scale-down', D3)
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toBe('Accept')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const webp = await image(response)
    expect(webp).toMatchObject({ type: 'image/webp', width: 320, height: 320 })
    // A photo's weight, not a flat drawing's: a phone's tile of it a few KB.
    expect(webp.bytes).toBeGreaterThan(1500)
    expect(webp.bytes).toBeLessThan(15_000)
    for (const [options, width] of [
      ['width=300,format=auto,fit=scale-down', 320],
      ['width=1000,format=auto,fit=scale-down', 1280],
      ['width=5000,format=auto,fit=scale-down', 1920],
      ['format=auto', 1920],
      ['width=160,dpr=2,format=auto', 320],
    ] as const) {
      expect(await image(await transform(options, D3)), options).toMatchObject({ width })
    }
  })

  it('gives JPEG to a browser without WebP and honours an explicit format', async () => {
    const jpeg = await image(await transform('width=640,format=auto,fit=scale-down', D3, '*/*'))
    expect(jpeg).toMatchObject({ type: 'image/jpeg', width: 640 })
    expect(await image(await transform('width=640,format=webp', D3, '*/*'))).toMatchObject({
      type: 'image/webp',
    })
    expect(await image(await transform('width=640,format=jpeg', D3))).toMatchObject({
      type: 'image/jpeg',
    })
    // No AVIF is built: JPEG, which every browser shows.
    expect(await image(await transform('width=640,format=avif', D3))).toMatchObject({
      type: 'image/jpeg',
    })
  })

  it('takes a path on the demo host, the media library and the gallery views', async () => {
    const hero = await image(await transform('width=640,format=auto', '/media/vitalis-hero.jpg'))
    expect(hero).toMatchObject({ type: 'image/webp', width: 640, height: 256 })
    const back = await transform(
      'width=480,format=auto,fit=scale-down',
      `${DEMO}/shop/vitalis/images/VIT-MG-400.back.jpg`,
    )
    expect(await image(back)).toMatchObject({ width: 480, height: 480 })
    // localhost is the same loopback server.
    const local = await transform('width=160', 'http://localhost:8788/media/litozin-jar.jpg')
    expect(await image(local)).toMatchObject({ width: 160, height: 120 })
  })

  it('refuses unknown options and values with a short error, as Cloudflare does (9401)', async () => {
    for (const options of ['height=100', 'width=abc', 'format=gif', 'fit=stretch', 'blur=5']) {
      const response = await transform(options, D3)
      expect(response.status, options).toBe(400)
      expect(response.headers.get('cf-resized'), options).toBe('err=9401')
      expect(await response.text(), options).toMatch(/^ERROR 9401: .+/)
    }
    const noSource = await SELF.fetch(`${DEMO}/cdn-cgi/image/width=320`)
    expect(noSource.status).toBe(400)
    await noSource.text()
  })

  it('refuses sources that could lead elsewhere (400) and foreign hosts (404)', async () => {
    for (const source of [
      '//example.com/x.jpg',
      'shop/vitalis/images/VIT-D3-1000.jpg',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://user@127.0.0.1:8788/shop/vitalis/images/VIT-D3-1000.jpg',
      '/shop/vitalis/images/..%2F..%2Findex.json',
      '/shop/vitalis/images/VIT-D3-1000%2Ejpg',
    ]) {
      const response = await transform('width=320', source)
      expect(response.status, source).toBe(400)
      await response.text()
    }
    for (const source of [
      'https://example.com/shop/vitalis/images/VIT-D3-1000.jpg',
      'http://127.0.0.1:9999/shop/vitalis/images/VIT-D3-1000.jpg',
    ]) {
      const response = await transform('width=320', source)
      expect(response.status, source).toBe(404)
      expect(response.headers.get('cf-resized')).toBe('err=9404')
      await response.text()
    }
  })

  it('answers 404 for images the demo does not have', async () => {
    for (const source of [
      `${DEMO}/shop/vitalis/images/NOPE.jpg`,
      `${DEMO}/shop/vitalis/images/LIT-KOLLAGEN.jpg`,
      `${DEMO}/shop/vitalis/images/VIT-D3-1000.svg`,
      `${DEMO}/media/nothing.jpg`,
      `${DEMO}/media/vitalis-hero.svg`,
      `${DEMO}/index.json`,
      `${DEMO}/r/index.json`,
    ]) {
      const response = await transform('width=320,format=auto,fit=scale-down', source)
      expect(response.status, source).toBe(404)
      await response.text()
    }
  })

  it('gives a product the build did not know (a grown catalogue) a photo of its brand', async () => {
    await env.SHOP_DB.prepare(
      `INSERT INTO products (id, store, sku, name, url_key, category_id, position, price_cents,
        stock_qty, is_in_stock, image_path, base_unit_string, dynamic_attributes,
        short_description, description)
       SELECT 990001, store, 'VIT-GROWN-1', 'Gewachsen', 'gewachsen-990001', category_id, 999,
        price_cents, stock_qty, is_in_stock, 'images/VIT-GROWN-1.svg', base_unit_string,
        dynamic_attributes, short_description, description
       FROM products WHERE sku = 'VIT-D3-1000'`,
    ).run()
    const original = await SELF.fetch(`${SHOP}/vitalis/images/VIT-GROWN-1.jpg`)
    expect(await image(original)).toMatchObject({ type: 'image/jpeg', width: 2000 })
    const tile = await transform(
      'width=320,format=auto',
      `${DEMO}/shop/vitalis/images/VIT-GROWN-1.jpg`,
    )
    expect(await image(tile)).toMatchObject({ type: 'image/webp', width: 320 })
  })
})

describe('the originals', () => {
  it('are 2,000 px JPEGs of the catalogue’s pictures, cacheable for a year', async () => {
    const data = await ok<Data>(
      `{ products(filter: { sku: { eq: "VIT-D3-1000" } }) { items { small_image { url } } } }`,
    )
    const url = data.products.items[0].small_image.url as string
    expect(url).toBe(`${SHOP}/vitalis/images/VIT-D3-1000.jpg`)
    const response = await SELF.fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const photo = await image(response)
    expect(photo).toMatchObject({ type: 'image/jpeg', width: 2000, height: 2000 })
    // What a real shop's 2,000 px packshot weighs: a few hundred KB.
    expect(photo.bytes).toBeGreaterThan(100_000)
    expect(photo.bytes).toBeLessThan(800_000)
  })

  it('serve the media library’s photos at the size the CMS states', async () => {
    const hero = await image(await SELF.fetch(`${DEMO}/media/vitalis-hero.jpg`))
    expect(hero).toMatchObject({ type: 'image/jpeg', width: 2000, height: 800 })
    const picture = await image(await SELF.fetch(`${DEMO}/media/queisser-bottle.jpg`))
    expect(picture).toMatchObject({ width: 2000, height: 1500 })
    const drawing = await SELF.fetch(`${DEMO}/media/queisser-bottle.svg`)
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    await drawing.text()
  })
})
