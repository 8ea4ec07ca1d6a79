/**
 * The shop host's signature of a checkout return: the URL-safe base64 (no padding) of the
 * HMAC-SHA-256 of the payload's text, exactly as it stands in the return's query, under the
 * secret the shop and this worker share (CHECKOUT_SIGNING_SECRET). Only the worker holds the
 * secret; the browser asks it (../routes/checkout-confirm.ts).
 */

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/
const encoder = new TextEncoder()

/** The 32 bytes of a signature's text; null for anything that is not one. */
const signatureBytes = (signature: string): Uint8Array<ArrayBuffer> | null => {
  if (!SIGNATURE.test(signature)) return null
  const binary = atob(`${signature.replace(/-/g, '+').replace(/_/g, '/')}=`)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/**
 * Whether `signature` is the shop's for `payload`. WebCrypto's verify compares in constant time
 * (https://developers.cloudflare.com/workers/runtime-apis/web-crypto/), so the answer's timing
 * tells a forger nothing about how much of a guessed signature was right.
 */
export const verifyPurchaseSignature = async (
  secret: string,
  payload: string,
  signature: string,
): Promise<boolean> => {
  const bytes = signatureBytes(signature)
  if (!bytes || secret === '') return false
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(payload))
}
