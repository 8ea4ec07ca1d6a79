import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Images sized for the screen: on a 390 px phone the listing and the product
 * page load each picture through the demo's stand-in for Cloudflare Image transformations in a
 * width no larger than twice the width it is shown at, and never the 2,000 px original.
 */
const loadedImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img')]
      // Rasters only: an SVG (a logo, an icon) is sharp at any width and needs no transform.
      .filter(
        (image) =>
          image.complete &&
          image.clientWidth > 0 &&
          image.currentSrc &&
          !/\.svg(?:$|\?)/i.test(image.currentSrc),
      )
      .map((image) => ({
        url: image.currentSrc,
        shown: image.clientWidth,
        width: Number(/\/cdn-cgi\/image\/width=(\d+),/.exec(image.currentSrc)?.[1] ?? 'NaN'),
        natural: image.naturalWidth,
      })),
  )

for (const path of ['/produkte', '/produkte/vitamin-d3-k2-tropfen']) {
  test(`${path} at 390 px loads each picture at most twice as wide as shown`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const originals: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (/\/(images|media)\/[^/]+\.(jpe?g|png|webp)$/i.test(url) && !url.includes('/cdn-cgi/'))
        originals.push(url)
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const images = await loadedImages(page)
    // The first screen shows pictures: a test that saw none would prove nothing.
    expect(images.length).toBeGreaterThan(0)
    // One download may serve two images: the gallery's first thumbnail is the picture above it,
    // and Chromium takes the width it already has. Each download counts at its widest use.
    const widestUse = new Map<string, number>()
    for (const { url, shown } of images)
      widestUse.set(url, Math.max(shown, widestUse.get(url) ?? 0))
    for (const image of images) {
      expect(image.width, image.url).toBeLessThanOrEqual(2 * (widestUse.get(image.url) ?? 0))
      // What arrived is a raster in that width (or the original's, where it is narrower).
      expect(image.natural, image.url).toBeLessThanOrEqual(image.width)
    }
    expect(originals).toEqual([])
  })
}
