/**
 * A stored response as the edge cache answers from it: status, headers, and the body as bytes
 * split where the render's nonce stood (./edge-serve.ts puts each answer's own nonce between
 * the parts). Made once per read from the Cache API, then joined per answer: a copy of the bytes,
 * not a decode, a search and an encode of the whole page each time.
 */
export interface StoredAnswer {
  status: number
  headers: Headers
  parts: readonly Uint8Array[]
  /** Bytes of the parts together: an isolate's hot copies are bounded by it. */
  size: number
}

/** The stored copy's header naming the nonce of the render that made it (./edge-store.ts). */
export const STORED_NONCE_HEADER = 'x-edge-nonce'

const encoder = new TextEncoder()

export const storedAnswerOf = async (response: Response): Promise<StoredAnswer> => {
  const renderNonce = response.headers.get(STORED_NONCE_HEADER)
  const text = await response.text()
  const parts = (renderNonce ? text.split(renderNonce) : [text]).map((part) => encoder.encode(part))
  const size = parts.reduce((sum, part) => sum + part.byteLength, 0)
  return { status: response.status, headers: response.headers, parts, size }
}

/** The body with `nonce` where the render's stood. */
export const joinedBody = (
  { parts, size }: StoredAnswer,
  nonce: string,
): Uint8Array<ArrayBuffer> => {
  const between = encoder.encode(nonce)
  const body = new Uint8Array(size + between.byteLength * (parts.length - 1))
  let offset = 0
  parts.forEach((part, index) => {
    if (index > 0) {
      body.set(between, offset)
      offset += between.byteLength
    }
    body.set(part, offset)
    offset += part.byteLength
  })
  return body
}
