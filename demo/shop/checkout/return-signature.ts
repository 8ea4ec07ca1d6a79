/*
 * How the shop encodes and signs a checkout return's payload, on its own (no shop state): the
 * hand-back (./handover.ts) uses it, and the storefront's worker tests sign with it, so the
 * worker's check (src/worker/checkout/purchase-signature.ts) is tested against the shop's
 * signing itself.
 */

const base64Url = (bytes: Uint8Array) => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** URL-safe base64 (no padding) of the UTF-8 JSON of a value. */
export const encodePayload = (value: unknown): string =>
  base64Url(new TextEncoder().encode(JSON.stringify(value)))

/**
 * The shop's signature of a return's payload: URL-safe base64 of the HMAC-SHA-256 of the
 * payload's text as it stands in the query, under the secret the storefront shares
 * (CHECKOUT_SIGNING_SECRET), which confirms an order only with it (src/worker/checkout/).
 */
export const signPayload = async (secret: string, payload: string): Promise<string> => {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return base64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload))))
}
