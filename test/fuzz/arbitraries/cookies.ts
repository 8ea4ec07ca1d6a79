import fc from 'fast-check'
import { BRANDS } from '../../../src/brands/brand'
import { textWithMarker } from './markers'

/*
 * Cookie headers: the cookies the worker reads (src/lib/cookies.ts parseCookies) as the shop
 * writes them, and forged, malformed and oversized ones. It reads `vitalis_cart` (the cart
 * count of the header, src/shop/store/cart-cookie.ts), `<brand>_shop_token` (the route guard
 * and the account link, src/account/session/auth-token.ts) and `be_typo_user` (TYPO3 previews,
 * src/worker/loaders/resolve-route.ts).
 */

const money = fc.record({
  value: fc.oneof(fc.double({ noNaN: true }), fc.integer()),
  currency: fc.constantFrom('EUR', '', 'eur', 'E<R'),
})

/** A cart as the browser persists it, with fields valid and invalid. */
const cartState = fc.record({
  id: fc.oneof(fc.constant(null), fc.stringMatching(/^[A-Za-z0-9]{32}$/), textWithMarker),
  type: fc.constantFrom('guest', 'customer', 'admin'),
  itemsCount: fc.oneof(fc.nat({ max: 99 }), fc.integer(), fc.constant(1e21)),
  prices: fc.record({
    discounts: fc.array(fc.record({ amount: money, label: textWithMarker }), { maxLength: 3 }),
    subtotal_including_tax: money,
    grand_total: money,
  }),
  coupons: fc.array(fc.oneof(fc.constant('VITAL10'), textWithMarker), { maxLength: 3 }),
  shippingAddresses: fc.array(
    fc.record({
      country: fc.record({ code: fc.constantFrom('DE', 'AT', 'd<') }),
      postcode: fc.oneof(fc.constant(null), fc.string({ maxLength: 20 })),
    }),
    { maxLength: 2 },
  ),
  shippingCost: fc.oneof(fc.constant(null), money),
})

const cartCookie = fc.oneof(
  fc
    .tuple(cartState, fc.constantFrom(1, 0, 2))
    .map(([state, version]) => encodeURIComponent(JSON.stringify({ state, version }))),
  // Not JSON, broken escapes, raw JSON (unencoded), past the 3,800-character limit.
  fc.constantFrom('%7B', '%ZZ', '{"state":', 'null', '[]', '%7B%22state%22%3Anull%7D'),
  cartState.map((state) => JSON.stringify({ state, version: 1 })),
  fc.nat({ max: 8000 }).map((n) => encodeURIComponent(JSON.stringify({ pad: 'x'.repeat(n) }))),
)

const tokenCookie = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9]{32}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{20}\.[A-Za-z0-9_-]{30}\.[A-Za-z0-9_-]{20}$/),
  fc.constantFrom('', 'short', 'x'.repeat(3001), '%ZZ', 'a%3Cb'),
  textWithMarker.map(encodeURIComponent),
)

const cookiePair = fc.oneof(
  fc.tuple(fc.constant('vitalis_cart'), cartCookie),
  fc.tuple(
    fc.constantFrom(...BRANDS).map((brand) => `${brand}_shop_token`),
    tokenCookie,
  ),
  fc.tuple(
    fc.constant('be_typo_user'),
    fc.oneof(fc.stringMatching(/^[0-9a-f]{0,40}$/), textWithMarker),
  ),
  fc.tuple(fc.constantFrom('mtm_consent_removed', '__proto__', 'constructor', ''), fc.string()),
  fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.string({ maxLength: 40 })),
)

/** A whole Cookie header: pairs, stray separators, or one huge value (past 16 KiB: a 431). */
export const cookieHeader: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(cookiePair, { minLength: 1, maxLength: 5 })
      .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; ')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ';;;',
      '=x',
      'a',
      '; vitalis_cart',
      'vitalis_cart=; vitalis_cart=%7B',
    ),
  },
  { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => `junk=${'j'.repeat(n)}`) },
)
