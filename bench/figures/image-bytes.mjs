// Image bytes on a phone: what a 390 px phone downloads in pictures for the
// first screen of the listing and of a product page, on a first visit with nothing cached.
//
// A phone of that width has a device pixel ratio of 3 (the iPhone 12 to 15 line): the browser
// takes from each srcset the width that covers the image's `sizes` times 3, so this is the
// heaviest case of a current phone. The page loads and hydrates and its network goes quiet, with
// no scrolling: what is counted is what the browser fetched for that screen, lazy images it
// decided to fetch ahead (Chromium loads `loading="lazy"` images within a distance of the
// viewport) included. Bytes are the responses' bodies as they travelled (Playwright's
// request.sizes(), encoded), image requests only; the page's own SVG logo and icons count too.
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { hydrated, networkQuiet, watchNetwork } from '../lib/browser.mjs'
import { budgeted, failed } from '../lib/table.mjs'

const PAGES = [
  { id: 'listing', path: '/produkte', limitKb: 120 },
  { id: 'product-page', path: '/produkte/vitamin-d3-k2-tropfen', limitKb: 100 },
]
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true }

const imageBytes = async (browser, url) => {
  const context = await browser.newContext({ ...PHONE, hasTouch: true })
  try {
    const page = await context.newPage()
    const network = watchNetwork(page)
    const response = await page.goto(url, { waitUntil: 'commit', timeout: 15_000 })
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
    await hydrated(page)
    await networkQuiet(network, { quietMs: 500 })
    const images = network.requests.filter(({ request }) => request.resourceType() === 'image')
    let bytes = 0
    const widths = []
    for (const { request, url: imageUrl } of images) {
      const sizes = await request.sizes().catch(() => null)
      bytes += sizes?.responseBodySize ?? 0
      const width = /\/cdn-cgi\/image\/width=(\d+),/.exec(imageUrl)?.[1]
      widths.push(width ? `${width}w` : imageUrl.split('/').pop().slice(0, 24))
    }
    return { bytes, count: images.length, widths }
  } finally {
    await context.close()
  }
}

export const measureImageBytes = async ({ origin }) => {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const rows = []
  try {
    for (const { id, path, limitKb } of PAGES) {
      const figure = `image bytes, first screen of ${path} on a 390 px phone (DPR 3)`
      try {
        const { bytes, count, widths } = await imageBytes(browser, `${origin}${path}`)
        const kb = bytes / 1024
        rows.push(
          budgeted({
            id: `images.${id}`,
            figure,
            value: Math.round(kb * 10) / 10,
            unit: 'KB',
            op: '<=',
            limit: limitKb,
            display: `${kb.toFixed(1)} KB in ${count} images`,
            note: `widths fetched: ${widths.join(', ')}`,
          }),
        )
      } catch (error) {
        rows.push(failed({ id: `images.${id}`, figure, error, budgetText: `≤ ${limitKb} KB` }))
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}
