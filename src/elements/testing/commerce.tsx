import type { ReactNode } from 'react'
import { AccountContext } from '../../account'
import type { PublicSite } from '../../brands'
import {
  CartContext,
  type CartContextValue,
  createProductStore,
  type Product,
  ShopClientContext,
} from '../../shop'
import { createCartHarness, TEST_SITE } from '../../shop/testing'
import type { MessagesStore } from '../../lib/messages'
import { SiteContext } from '../../lib/site-context'
import { testAccountContext } from './account'

/**
 * The shop side of element tests: products shaped as pages carry them (their SKUs are the
 * fake shop's, so adding them really goes through src/shop/testing/fake-shop), a PublicSite as
 * the app shell provides it, and the cart wired as the browser wires it (createCartHarness).
 */
interface ProductFixtureOptions {
  id: string
  sku: string
  name: string
  final: number
  regular?: number
  /** Defaults to what the regular and final price give. */
  percentOff?: number
  omnibus?: number | null
  inStock?: boolean
  baseUnit?: string | null
  image?: boolean
}

const eur = (value: number) => ({ value, currency: 'EUR' })

export const productFixture = ({
  id,
  sku,
  name,
  final,
  regular = final,
  percentOff = regular > 0 ? (1 - final / regular) * 100 : 0,
  // Unchanged for 30 days: the regular price (a reduction measured from it is the 30-day low's).
  omnibus = regular,
  inStock = true,
  baseUnit = '331,67 € / 1 kg',
  image = true,
}: ProductFixtureOptions): Product => ({
  id,
  sku,
  name,
  cartImage: image ? { url: `https://shop.test/media/${sku}.jpg`, label: name } : null,
  base_unit_string: baseUnit,
  price_range: {
    minimum_price: {
      final_price: eur(final),
      regular_price: eur(regular),
      discount: { amount_off: Math.round((regular - final) * 100) / 100, percent_off: percentOff },
    },
  },
  omnibus_price: omnibus === null ? null : eur(omnibus),
  stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
  size: null,
  product_line: null,
  dh_product_type: null,
  pim_id: null,
})

/** The fake shop's three products (src/shop/testing/fake-shop-model.ts), as pages carry them. */
export const vitaminD3 = productFixture({ id: '1', sku: 'VIT-D3', name: 'Vitamin D3', final: 9.95 })
export const magnesium = productFixture({
  id: '2',
  sku: 'MAG-400',
  name: 'Magnesium 400',
  final: 14.5,
  regular: 16.95,
  omnibus: 14.95,
  baseUnit: '66,33 € / 1 kg',
})
export const zinc = productFixture({
  id: '3',
  sku: 'ZINC-OUT',
  name: 'Zink',
  final: 7.5,
  inStock: false,
})
export const FIXTURE_PRODUCTS: readonly Product[] = [vitaminD3, magnesium, zinc]

/**
 * A family of pack sizes as the shop sends it (a ConfigurableProduct with its variants): the
 * family's own price is its cheapest size's, as Magento's price range gives it. `sizes` are
 * [label, final price, in stock] in the shop's order.
 */
export const familyFixture = (
  sku: string,
  name: string,
  sizes: readonly [label: string, final: number, inStock?: boolean][],
): Product => {
  const variants = sizes.map(([label, final, inStock = true], index) => ({
    uid: btoa(`configurable/93/${index + 10}`),
    label,
    product: {
      ...productFixture({
        id: `${sku}-${index}`,
        sku: `${sku}-${index + 1}`,
        name,
        final,
        inStock,
      }),
      size: label,
    },
  }))
  const cheapest = Math.min(...sizes.map(([, final]) => final))
  return {
    ...productFixture({ id: sku, sku, name, final: cheapest }),
    url_key: sku.toLowerCase(),
    sizes: variants,
  }
}

/** Omega-3 in three sizes of differing prices, the largest out of stock. */
export const omegaFamily = familyFixture('OMEGA', 'Omega-3', [
  ['60 Kapseln', 9.95],
  ['120 Kapseln', 17.95],
  ['240 Kapseln', 32.95, false],
])

/** A whole PublicSite: the type check proves the app shell's site fits SiteContext. */
export const TEST_PUBLIC_SITE: PublicSite = {
  id: 'vitalis-de',
  brand: 'vitalis',
  country: 'de',
  locales: [
    { code: 'de', languageId: 0, twoLetterIsoCode: 'de', hreflang: 'de-DE', direction: 'ltr' },
  ],
  defaultLocale: 'de',
  shop: { ...TEST_SITE.shop },
  analytics: { enabled: false, baseUrl: '', id: '', container: '', preview: false },
  pageLinks: {
    login: '/login',
    cart: { de: '/warenkorb', en: '/cart' },
    privacy: '/datenschutz',
    products: '/produkte',
    success: '/bestellung-abgeschlossen',
    account: { de: '/konto', en: '/account' },
    register: { de: '/registrieren', en: '/register' },
    password: { de: '/passwort-vergessen', en: '/forgot-password' },
    orderStatus: { de: '/bestellstatus', en: '/order-status' },
  },
  ecommerce: { enabled: true },
  cart: { ...TEST_SITE.cart },
  config: { rootCategoryId: 42, timezone: 'Europe/Berlin' },
  images: {},
}

/** The test site with Cloudflare Image transformations on its own zone. */
export const TRANSFORMING_PUBLIC_SITE: PublicSite = {
  ...TEST_PUBLIC_SITE,
  images: { transform: { baseUrl: '' } },
}

export interface CommerceOptions {
  /** The browser's cookies (cart cookie, token cookie); the same on server and client. */
  cookies?: string
  site?: PublicSite
}

/** The cart context as the app shell will provide it, messages store included. */
export type CommerceContextValue = CartContextValue & { messages: MessagesStore }

export const createCommerce = ({ cookies = '', site = TEST_PUBLIC_SITE }: CommerceOptions = {}) => {
  const harness = createCartHarness({ cookies })
  // The browser's refetched products: empty, as after hydration (pages carry their own).
  const products = createProductStore()
  const value: CommerceContextValue = {
    cart: harness.cart,
    products,
    actions: harness.actions,
    messages: harness.messages,
  }
  const account = testAccountContext(harness)
  return { ...harness, products, value, site, account }
}

export type Commerce = ReturnType<typeof createCommerce>

/** `tree` inside the site and cart contexts of `commerce`, as the Storefront root renders it. */
export const withCommerce = (tree: ReactNode, commerce: Commerce = createCommerce()) => (
  <SiteContext value={commerce.site}>
    <CartContext value={commerce.value}>
      <AccountContext value={commerce.account}>
        <ShopClientContext value={commerce.shop}>{tree}</ShopClientContext>
      </AccountContext>
    </CartContext>
  </SiteContext>
)
