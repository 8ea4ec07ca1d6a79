/**
 * The demo shop's return period: an order's items can be returned for this many days after the
 * order was placed, as the storefront's returns page states ("30-day returns"). Magento Open
 * Source has no RMA; Adobe Commerce's RMA settings (Stores › Configuration › Sales › RMA
 * Settings) are where a shop keeps such a rule, and its requestReturn refuses what the rule
 * excludes with an input error, as the demo does. The storefront mirrors the number in
 * src/account/return-period.ts (Magento's GraphQL does not publish it).
 */
export const RMA_RETURN_PERIOD_DAYS = 30

const DAY_SECONDS = 86_400

/** Whether an order placed at `createdAt` (unix seconds) is still in the return period `now`. */
export const withinReturnPeriod = (createdAt: number, now: number): boolean =>
  now - createdAt <= RMA_RETURN_PERIOD_DAYS * DAY_SECONDS
