import { expect, test } from './fixtures'

/**
 * No page scrolls sideways at any width a shopper uses: the main page types
 * of the house brand and a product page of each other brand, from a 320 px phone to a 1920 px
 * screen. Long German compound words in titles (a job title on /karriere did it) must wrap.
 */
const PAGES = [
  '/',
  '/produkte',
  '/produkte/magnesium-400',
  '/ratgeber',
  '/ratgeber/immunsystem',
  '/rezepte',
  '/karriere',
  '/warenkorb',
  '/login',
  '/registrieren',
  '/kontakt',
  '/impressum',
  '/en/products',
  'http://litozin.localhost:8787/produkte',
  'http://queisser.localhost:8787/produkte',
  'http://stozzon.localhost:8787/produkte',
]
const WIDTHS = [320, 390, 768, 1280, 1920]

for (const path of PAGES) {
  test(`${path} fits every width from 320 to 1920 px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await page.waitForLoadState('networkidle')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      const overflow = await page.evaluate(() => {
        const root = document.documentElement
        const wider = [...document.querySelectorAll('body *')]
          .filter((node) => node.getBoundingClientRect().right > root.clientWidth + 1)
          .slice(0, 3)
          .map((node) => `${node.tagName.toLowerCase()}.${node.className}`)
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wider }
      })
      expect(overflow.scrollWidth, `${path} at ${width} px: ${overflow.wider.join(', ')}`).toBe(
        overflow.clientWidth,
      )
    }
  })
}
