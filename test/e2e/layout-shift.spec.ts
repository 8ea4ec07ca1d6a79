import type { Page } from '@playwright/test'
import { removeFromCustomerCart, signedIn } from './demo-customer'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { PAGE_TYPES } from './page-types'

/**
 * Layout shift of every page type, signed out and in, at a phone's and a desktop's width: the
 * page loads, hydrates, fetches what the browser asks the shop (prices, the cart, the account's
 * orders) and settles. Its CLS, as Chrome's Web Vitals count it (the largest burst of shifts
 * less than a second apart, at most five seconds long, none right after an input), stays under
 * 0.05, half of what Google calls good: content that arrives late takes the room it was given.
 */
const BUDGET = 0.05
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]
/** After the network is idle: a shift caused by the last answer has a moment to show. */
const SETTLE_MS = 1000

interface Shift {
  value: number
  at: number
  sources: string[]
}

/** Records every layout shift from the document's start, with what moved. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone')
      const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`)
      return `${node.localName}${classes.join('')}`
    }
    type LayoutShift = PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources?: { node: Node | null }[]
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          at: entry.startTime,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })

/** Web Vitals' CLS: the largest session window (gaps under 1 s, windows up to 5 s). */
const cumulativeLayoutShift = (shifts: readonly Shift[]) => {
  let largest = { value: 0, shifts: [] as Shift[] }
  let current = { value: 0, shifts: [] as Shift[] }
  for (const shift of shifts) {
    const first = current.shifts[0]
    const last = current.shifts.at(-1)
    if (first && last && shift.at - last.at < 1000 && shift.at - first.at < 5000) {
      current = { value: current.value + shift.value, shifts: [...current.shifts, shift] }
    } else current = { value: shift.value, shifts: [shift] }
    if (current.value > largest.value) largest = current
  }
  return largest
}

/** Loads the page at each width and checks its CLS, naming what moved when it is too high. */
const expectSteady = async (page: Page, path: string, what: string) => {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport)
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(SETTLE_MS)
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
    const cls = cumulativeLayoutShift(shifts)
    const moved = cls.shifts.map(
      (shift) => `${shift.value.toFixed(3)} at ${Math.round(shift.at)} ms: ${shift.sources}`,
    )
    expect(
      cls.value,
      `CLS of ${what} at ${viewport.width} px; shifts: ${moved.join(' | ')}`,
    ).toBeLessThan(BUDGET)
  }
}

for (const path of PAGE_TYPES) {
  test(`${path} keeps its layout while it loads, at 390 and 1280 px`, async ({
    page,
    pageProblems,
  }) => {
    test.setTimeout(60_000)
    pageProblems.allow(/status of 404/)
    await recordShifts(page)
    await expectSteady(page, path, path)
  })
}

/** Puts one Magnesium 400 in the cart, as a shopper does. */
const addToCart = async (page: Page) => {
  await page.goto('/produkte/magnesium-400')
  await hydrated(page)
  await page
    .locator('.ce-product-detail__buy')
    .getByRole('button', { name: 'In den Warenkorb' })
    .click()
  await expect(page.locator('.sf-cart-link__badge')).toHaveText(/^[1-9]/)
}

test('the cart with an item keeps its layout while it loads', async ({ page }) => {
  test.setTimeout(60_000)
  await recordShifts(page)
  await addToCart(page)
  await expectSteady(page, '/warenkorb', 'the guest’s cart with an item')
})

test('a customer’s pages keep their layout while they load', async ({ page }) => {
  test.setTimeout(150_000)
  await recordShifts(page)
  const token = await signedIn(page)
  try {
    await addToCart(page)
    for (const path of [
      '/',
      '/produkte/magnesium-400',
      '/warenkorb',
      '/konto',
      '/konto/bestellungen',
      '/konto/adressen',
      '/konto/merkzettel',
      '/konto/retouren',
      '/konto/persoenliche-daten',
    ])
      await expectSteady(page, path, `${path} signed in`)
  } finally {
    await removeFromCustomerCart(page.request, token)
  }
})
