import type { OrderDetail, OrderSummary } from '../shop'
import { parseDate } from '../lib/format-date'

/**
 * The return policy the storefront states ("30-day returns", the returns page of the CMS): an
 * order can be returned for this many days after it was placed. Magento's GraphQL publishes no
 * return period, so the number lives here, once, for the account; the demo shop enforces the same
 * (demo/shop/return-period.ts, RMA_RETURN_PERIOD_DAYS).
 */
export const RETURN_PERIOD_DAYS = 30

const DAY_MS = 86_400_000

/** The instant an order's return period ends; null when the order's date cannot be read. */
export const returnPeriodEnd = (order: Pick<OrderSummary, 'date'>): Date | null => {
  const placed = parseDate(order.date)
  return placed ? new Date(placed.getTime() + RETURN_PERIOD_DAYS * DAY_MS) : null
}

/** Whether an order's return period has ended at `now` (milliseconds, as Date.now()). */
export const returnPeriodOver = (order: Pick<OrderSummary, 'date'>, now: number): boolean => {
  const end = returnPeriodEnd(order)
  return end !== null && now > end.getTime()
}

/**
 * The order as the account offers it for returns: past its return period nothing of it is
 * returnable, whatever the shop answers (a shop without such a rule still marks shipped items
 * eligible_for_return).
 */
export const withinReturnPeriod = (order: OrderDetail, now: number): OrderDetail =>
  returnPeriodOver(order, now)
    ? {
        ...order,
        canReturn: false,
        items: order.items.map((item) => ({ ...item, returnable: 0 })),
      }
    : order
