const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random id of letters and digits, like Magento's 32-character masked cart ids and tokens. */
export const randomId = (length = 32): string => {
  let out = ''
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      // 248 = 4 × 62: dropping the bytes above keeps every character equally likely.
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62]
    }
  }
  return out
}

/** Magento's uids are base64 of the numeric id ("1" → "MQ=="). */
export const encodeUid = (id: number): string => btoa(String(id))

export const decodeUid = (uid: string): number | null => {
  try {
    const text = atob(uid)
    return /^\d+$/.test(text) ? Number(text) : null
  } catch {
    return null
  }
}

/** Unix time in seconds. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000)

/** Magento's date format: "2026-04-20 09:30:00" (UTC). */
export const magentoDate = (unixSeconds: number): string =>
  new Date(unixSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ')
