import { expect, test } from './fixtures'

/** Every brand's home page renders from the demo CMS, themed as its brand, without console errors. */
const BRANDS = [
  { host: 'localhost', brand: 'vitalis', logo: /vitalis/i },
  { host: 'at.localhost', brand: 'vitalis', logo: /vitalis/i },
  { host: 'litozin.localhost', brand: 'litozin', logo: /litozin/i },
  { host: 'queisser.localhost', brand: 'queisser', logo: /queisser/i },
  { host: 'stozzon.localhost', brand: 'stozzon', logo: /stozzon/i },
]

const primaryColours = new Map<string, string>()

for (const { host, brand, logo } of BRANDS) {
  test(`${host} renders the ${brand} home page with its theme`, async ({ page }) => {
    const response = await page.goto(`http://${host}:8787/`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('header').getByRole('img', { name: logo }).first()).toBeVisible()
    await expect(page.locator('h1').first()).toBeVisible()
    const stylesheet = await page.locator('link[rel="stylesheet"]').getAttribute('href')
    expect(stylesheet).toMatch(new RegExp(`/build/${brand}-[0-9a-f]+\\.css$`))
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    )
    expect(primary).not.toBe('')
    if (primaryColours.has(brand)) expect(primary).toBe(primaryColours.get(brand))
    else {
      expect([...primaryColours.values()]).not.toContain(primary)
      primaryColours.set(brand, primary)
    }
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `test-results/screenshots/${host}.png`, fullPage: false })
  })
}
