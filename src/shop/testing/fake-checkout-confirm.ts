import { decodePurchasePayload, purchaseSummaryOfOrder } from '../purchase-payload'
import { CHECKOUT_CONFIRM_PATH } from '../purchase-return.client'

/** As the shop encodes a return's payload: URL-safe base64 of the UTF-8 JSON, no padding. */
export const encodePurchasePayload = (value: unknown): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** The query of a purchase return with `payload` and, when given, `signature`. */
export const purchaseReturnSearch = (payload: string, signature?: string) =>
  `?ref=checkout&event=purchase&payload=${payload}${signature ? `&signature=${signature}` : ''}`

/**
 * The worker's POST /_checkout/confirm as the browser meets it, with the shop's signing in one
 * place: `sign` makes the return address of an order the shop placed; `fetch` confirms exactly
 * those (200 { order }, the worker's summary) and answers 422 to anything else, as the worker
 * does to a forged or altered return (its real checks: test/worker/checkout-confirm.test.ts).
 */
export const createFakeCheckoutConfirm = () => {
  const signatures = new Map<string, string>()
  const asked: { payload: string; signature: string }[] = []
  /** Signs a payload as it stands, even one that holds no order (then the decoding decides). */
  const signPayload = (payload: string) => {
    const signature = `shop-signature-${signatures.size + 1}`
    signatures.set(payload, signature)
    return { search: purchaseReturnSearch(payload, signature), payload, signature }
  }
  const sign = (order: unknown) => signPayload(encodePurchasePayload(order))
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname !== CHECKOUT_CONFIRM_PATH || init?.method !== 'POST')
      return Response.json({ error: 'Not found' }, { status: 404 })
    const body = JSON.parse(String(init.body)) as { payload: string; signature: string }
    asked.push(body)
    const summary =
      signatures.get(body.payload) === body.signature
        ? purchaseSummaryOfOrder(decodePurchasePayload(body.payload))
        : null
    return summary
      ? Response.json({ order: summary })
      : Response.json({ error: 'The order is not signed by the shop' }, { status: 422 })
  }
  return { sign, signPayload, fetch: fetch as typeof globalThis.fetch, asked }
}
