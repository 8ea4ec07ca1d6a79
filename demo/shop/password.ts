/**
 * Password hashes with Web Crypto PBKDF2-SHA-256: "pbkdf2_sha256$<iterations>$<salt hex>$<hash hex>".
 * 100 000 iterations is the most workerd allows. demo/migrations/0002_seed.sql holds hashes made
 * the same way (Node's crypto.pbkdf2Sync gives identical bits).
 */
const ITERATIONS = 100_000
const encoder = new TextEncoder()

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

const fromHex = (hex: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)))

const derive = async (password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) => {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  )
  return new Uint8Array(bits)
}

export const hashPassword = async (password: string): Promise<string> => {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, salt, ITERATIONS)
  return `pbkdf2_sha256$${ITERATIONS}$${toHex(salt)}$${toHex(hash)}`
}

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, iterations, salt, expected] = stored.split('$')
  if (scheme !== 'pbkdf2_sha256' || !iterations || !salt || !expected) return false
  const actual = toHex(await derive(password, fromHex(salt), Number(iterations)))
  // Constant-time comparison of two equally long hex strings.
  let diff = actual.length ^ expected.length
  for (let i = 0; i < actual.length; i++) diff |= actual.charCodeAt(i) ^ expected.charCodeAt(i)
  return diff === 0
}
