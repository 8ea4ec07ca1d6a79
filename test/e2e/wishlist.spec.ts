import type { Page } from '@playwright/test'
import { removeFromCustomerCart, removeFromWishlist, shop, signedIn } from './demo-customer'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

/**
 * The wishlist in Chromium, against the demo shop: the demo customer's
 * seeded wishlist (Magnesium 400 in stock, Eisen + Vitamin C out of stock) moves to the cart as
 * far as the shop allows, the refused item stays with its reason and is removed; a product added
 * on its page shows on the wishlist; a guest's button leads to the login page and back. What the
 * test adds (the cart line, the product on the wishlist) it takes away again; the out-of-stock
 * seed item cannot be put back (the shop refuses it), and no other spec reads the wishlist.
 */
const WISHLIST = '/konto/merkzettel'
const PRODUCT = '/produkte/vitamin-d3-1000-i-e'
/** The sku of 'Zink 25 mg' (demo/scripts/catalogue-content.mjs). */
const ZINC = 'VIT-ZINK-25'

const cartCount = async (page: Page) => {
  const name = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Warenkorb: \d+$/ })
    .textContent()
  return Number(/\((\d+)\)/.exec(name ?? '')?.[1] ?? 'NaN')
}

const item = (page: Page, name: string) =>
  page.locator('.ce-account-wishlist__item').filter({ hasText: name })

/** The product page's own heart, in its buying box (the tiles below have theirs). */
const buyBoxHeart = (page: Page) => page.locator('.ce-product-detail__buy .ce-wishlist-button')

test('the customer moves their wishlist to the cart, keeps what the shop refuses, and adds from a product page', async ({
  page,
}) => {
  const token = await signedIn(page)
  try {
    // The account overview links the wishlist like the other account areas.
    await page.goto('/konto')
    await page.getByRole('link', { name: /Merkzettel/ }).click()
    await expect(page).toHaveURL(WISHLIST)
    await expect(item(page, 'Magnesium 400')).toBeVisible()
    await expect(item(page, 'Eisen + Vitamin C')).toContainText('Derzeit nicht lieferbar')
    await expect(item(page, 'Magnesium 400').getByRole('link')).toHaveAttribute(
      'href',
      '/produkte/magnesium-400',
    )
    const before = await cartCount(page)

    // All into the cart: Magnesium goes, the out-of-stock item stays with the shop's reason.
    await page.getByRole('button', { name: 'Alle in den Warenkorb' }).click()
    await expect(item(page, 'Magnesium 400')).toHaveCount(0)
    await expect(page.locator('.ce-account-wishlist__outcome')).toContainText(
      'Die Artikel liegen jetzt in Ihrem Warenkorb.',
    )
    await expect(
      item(page, 'Eisen + Vitamin C').locator('.ce-account-wishlist__refusal'),
    ).not.toBeEmpty()
    await expect.poll(() => cartCount(page)).toBe(before + 1)

    // Remove the refused one: the wishlist is empty.
    await item(page, 'Eisen + Vitamin C').getByRole('button', { name: 'Entfernen' }).click()
    await expect(page.getByText('Ihr Merkzettel ist leer.')).toBeVisible()

    // Add a product on its page: the toggle is pressed, the outcome announced.
    await page.goto(PRODUCT)
    const toggle = buyBoxHeart(page).getByRole('button', { name: 'Merken' })
    await expect(toggle).toBeEnabled()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(buyBoxHeart(page).getByRole('status')).toHaveText(
      'Vitamin D3 1000 I.E. steht jetzt auf Ihrem Merkzettel.',
    )
    await page.goto(WISHLIST)
    await expect(item(page, 'Vitamin D3 1000 I.E.')).toBeVisible()
    await item(page, 'Vitamin D3 1000 I.E.').getByRole('button', { name: 'Entfernen' }).click()
    await expect(page.getByText('Ihr Merkzettel ist leer.')).toBeVisible()
  } finally {
    // The cart as it was, and Magnesium back on the wishlist.
    await removeFromCustomerCart(page.request, token, ['VIT-MG-400'])
    await shop(
      page.request,
      token,
      'mutation addProductsToWishlist($sku: String!) { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
      { sku: 'VIT-MG-400' },
    )
  }
})

test('a guest is asked to sign in and comes back to the product, now on the wishlist', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  // The guest's 'Merken' link remembers the product with its click handler: a click before
  // hydration follows the bare link to the login page, and nothing is kept.
  await hydrated(page)
  await buyBoxHeart(page)
    .getByRole('link', { name: /Merken/ })
    .click()
  await expect(page).toHaveURL('/login?redirect=%2Fprodukte%2Fvitamin-d3-1000-i-e')
  await page.getByLabel('E-Mail-Adresse').fill('kunde@example.com')
  await page.locator('input[name="password"]').fill('Passwort123!')
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click()
  try {
    await expect(page).toHaveURL(PRODUCT)
    // The press is kept: the product is on the wishlist now.
    const toggle = buyBoxHeart(page).getByRole('button', { name: 'Merken' })
    await expect(toggle).toBeEnabled()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  } finally {
    const token = await signedIn(page)
    await removeFromWishlist(page.request, token, 'VIT-D3-1000')
  }
})

test('a customer keeps a product from its tile in the listing, and the heart shows it', async ({
  page,
}) => {
  const token = await signedIn(page)
  const tile = page.locator('.ce-product-tile').filter({ hasText: 'Zink 25 mg' })
  const heart = tile.getByRole('button', { name: 'Merken' })
  try {
    await page.goto('/produkte?q=Zink')
    // Described by its tile's name, so a screen reader says which product it keeps.
    await expect(heart).toHaveAccessibleDescription('Zink 25 mg')
    await expect(heart).toBeEnabled()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(tile.getByRole('status')).toHaveText(
      'Zink 25 mg steht jetzt auf Ihrem Merkzettel.',
    )
    // Kept by the shop: a new page load shows the heart pressed.
    await page.reload()
    await expect(heart).toBeEnabled()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')

    await page.goto(WISHLIST)
    await expect(item(page, 'Zink 25 mg')).toBeVisible()
    await item(page, 'Zink 25 mg').getByRole('button', { name: 'Entfernen' }).click()
    await expect(item(page, 'Zink 25 mg')).toHaveCount(0)
  } finally {
    await removeFromWishlist(page.request, token, ZINC)
  }
})

/** A family of three pack sizes (demo/scripts/pack-sizes.mjs): 20 and 40 ml, 80 ml sold out. */
const FAMILY = '/produkte/vitamin-d3-k2-tropfen'
const FAMILY_SKU = 'VIT-D3-K2-TROPFEN'

test('a customer keeps the chosen pack size, sees it on the wishlist and moves it to the cart', async ({
  page,
}) => {
  const token = await signedIn(page)
  try {
    await page.goto(FAMILY)
    await hydrated(page)
    const sizes = page.getByRole('group', { name: 'Packungsgröße' })
    const heart = buyBoxHeart(page).getByRole('button', { name: 'Merken' })
    await sizes.getByText('40 ml').click()
    await expect(heart).toBeEnabled()
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    // Each size is its own wish: the other size is not kept.
    await sizes.getByText('20 ml').click()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await sizes.getByText('40 ml').click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')

    await page.goto(WISHLIST)
    const kept = item(page, 'Vitamin D3 + K2 Tropfen')
    await expect(kept.locator('.ce-account-wishlist__size')).toHaveText('40 ml')
    await expect(kept).toContainText('32,95 €')
    await expect(kept.getByRole('link')).toHaveAttribute(
      'href',
      `${FAMILY}?variant=${FAMILY_SKU}-40`,
    )
    await kept.getByRole('button', { name: /In den Warenkorb/ }).click()
    await expect(kept).toHaveCount(0)
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Warenkorb/ })
      .click()
    const line = page.locator('.ce-cart__items li').filter({ hasText: 'Vitamin D3 + K2 Tropfen' })
    await expect(line.locator('.ce-cart-item__size')).toHaveText('40 ml')
  } finally {
    await removeFromCustomerCart(page.request, token, [FAMILY_SKU])
    await removeFromWishlist(page.request, token, FAMILY_SKU)
  }
})

test('a guest keeps a pack size through the sign-in and comes back to it', async ({ page }) => {
  await page.goto(`${FAMILY}?variant=${FAMILY_SKU}-40`)
  await hydrated(page)
  await buyBoxHeart(page)
    .getByRole('link', { name: /Merken/ })
    .click()
  await expect(page).toHaveURL(
    `/login?redirect=${encodeURIComponent(`${FAMILY}?variant=${FAMILY_SKU}-40`)}`,
  )
  await page.getByLabel('E-Mail-Adresse').fill('kunde@example.com')
  await page.locator('input[name="password"]').fill('Passwort123!')
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click()
  try {
    await expect(page).toHaveURL(`${FAMILY}?variant=${FAMILY_SKU}-40`)
    await expect(page.getByRole('radio', { name: /^40 ml/ })).toBeChecked()
    const toggle = buyBoxHeart(page).getByRole('button', { name: 'Merken' })
    await expect(toggle).toBeEnabled()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  } finally {
    const token = await signedIn(page)
    await removeFromWishlist(page.request, token, FAMILY_SKU)
  }
})
