import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS, responsiveSources, transformedUrl } from './responsive-image'

const PHOTO = 'https://shop.example/media/catalog/product/m/a/mag-400.jpg'

describe('responsive image sources (Cloudflare Image transformations)', () => {
  it('leaves every image as it is on a site without a transform', () => {
    expect(responsiveSources(undefined, PHOTO, 2000)).toEqual({ src: PHOTO })
  })

  it("offers the width ladder through the zone's /cdn-cgi/image/, the source unencoded", () => {
    const { src, srcSet } = responsiveSources({ baseUrl: '' }, PHOTO, 2000)
    expect(src).toBe(`/cdn-cgi/image/width=640,format=auto,fit=scale-down/${PHOTO}`)
    expect(srcSet?.split(', ')).toEqual(
      IMAGE_WIDTHS.map((width) => `${transformedUrl({ baseUrl: '' }, PHOTO, width)} ${width}w`),
    )
    expect(transformedUrl({ baseUrl: 'http://127.0.0.1:8788' }, PHOTO, 320)).toBe(
      `http://127.0.0.1:8788/cdn-cgi/image/width=320,format=auto,fit=scale-down/${PHOTO}`,
    )
  })

  it('offers no width above the original, and at least the smallest', () => {
    expect(responsiveSources({ baseUrl: '' }, PHOTO, 500).srcSet).toMatch(/ 480w$/)
    expect(responsiveSources({ baseUrl: '' }, PHOTO, 100).srcSet).toMatch(/width=160.* 160w$/)
    expect(responsiveSources({ baseUrl: '' }, PHOTO, 100).src).toContain('width=160,')
  })

  it('takes site paths, and leaves vector images and data URLs alone', () => {
    expect(responsiveSources({ baseUrl: '' }, '/fileadmin/hero.webp').srcSet).toContain(
      '/cdn-cgi/image/width=160,format=auto,fit=scale-down//fileadmin/hero.webp 160w',
    )
    for (const source of [
      'https://shop.example/media/logo.svg',
      'https://shop.example/media/logo.SVG?v=2',
      'data:image/png;base64,AAAA',
      '//cdn.example/x.jpg',
      '',
    ])
      expect(responsiveSources({ baseUrl: '' }, source), source).toEqual({ src: source })
  })
})
