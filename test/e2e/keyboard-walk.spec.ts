import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

/**
 * A keyboard-only shopper's walk, on a phone and a desktop: from the home
 * page through the menu to the listing, a product, its pack size, add to cart, the cart and its
 * quantity, with Tab, Shift+Tab, Enter, Space and the arrow keys only. At every stop the focus
 * is visible (an outline or a box shadow of its own) and nothing covers it (WCAG 2.4.7, 2.4.11).
 */
const PRODUCT = '/produkte/vitamin-d3-k2-tropfen'

/** What has focus, whether its ring shows, and whether the element on top at its centre is it. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    if (!active || active === document.body) return null
    const style = getComputedStyle(active)
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none' ||
      // A radio's ring is drawn on its label (the size choice's option).
      !!active.closest('label:has(input:focus-visible)')
    const box = active.getBoundingClientRect()
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1)
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1)
    const top = document.elementFromPoint(x, y)
    const uncovered =
      !!top &&
      (active.contains(top) || top.contains(active) || !!top.closest('label')?.contains(active))
    const inView = box.bottom > 0 && box.top < window.innerHeight
    return {
      text: (active.getAttribute('aria-label') ?? active.textContent ?? '').trim(),
      ring,
      uncovered,
      inView,
    }
  })

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. */
const tabTo = async (page: Page, target: Locator, { back = false, max = 80 } = {}) => {
  for (let stop = 0; stop < max; stop += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const state = await focusState(page)
    if (state) {
      expect(state.ring, `the focus ring shows on "${state.text}"`).toBe(true)
      expect(state.inView && state.uncovered, `nothing covers "${state.text}"`).toBe(true)
    }
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(
    `${await target.evaluate((element) => element.outerHTML.slice(0, 120))} never got focus`,
  )
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a keyboard reaches a product, its size, the cart and its quantity at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    await page.goto('/')
    await hydrated(page)
    const phone = viewport.width < 768

    // The menu: on a phone behind its button, opened with Enter.
    if (phone) {
      await tabTo(page, page.locator('.sf-header__menu-toggle'))
      await page.keyboard.press('Enter')
      await expect(page.locator('details.sf-header__mobile')).toHaveAttribute('open', '')
    }
    const menu = page.locator(phone ? '.sf-header__mobile-panel' : '.sf-header__nav')
    await tabTo(page, menu.getByRole('link', { name: 'Produkte', exact: true }).first())
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/produkte$/)
    await expect(page.locator('main h1')).toBeFocused()

    // The listing, then a product with pack sizes.
    await tabTo(page, page.locator(`a[href="${PRODUCT}"]`).first(), { max: 120 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`))
    await expect(page.locator('main h1')).toBeFocused()

    // Its sizes are a radio group: Tab into it, the arrow keys choose.
    const buy = page.locator('.ce-product-detail__buy')
    const sizes = buy.getByRole('radio')
    await tabTo(page, buy.getByRole('radio', { checked: true }))
    await page.keyboard.press('ArrowRight')
    await expect(sizes.nth(1)).toBeChecked()
    await expect(page).toHaveURL(/variant=/)

    await tabTo(page, buy.getByRole('button', { name: 'In den Warenkorb' }))
    await page.keyboard.press('Space')
    await expect(page.locator('.sf-cart-link__badge')).toHaveText('1')

    // Back up to the header's cart link, into the cart.
    await tabTo(page, page.locator('.sf-cart-link'), { back: true })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/warenkorb$/)
    await expect(page.locator('.ce-cart-item')).toHaveCount(1)

    // The quantity: + with Space.
    await tabTo(page, page.getByRole('button', { name: 'Menge erhöhen' }))
    await page.keyboard.press('Space')
    await expect(page.locator('.ce-stepper .sf-quantity__input')).toHaveValue('2')
    await expect(page.getByRole('button', { name: 'Menge erhöhen' })).toBeFocused()
  })
}
