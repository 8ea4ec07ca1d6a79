/**
 * Reading a streamed HTML body in tests the way a browser receives it: what has arrived before
 * the stream pauses (it waits for the shop then), and the rest.
 */
const quietFor = (ms: number) => new Promise<'quiet'>((resolve) => setTimeout(resolve, ms, 'quiet'))

export interface FirstPart {
  text: string
  /** The read still waiting when the stream paused; null when it had ended. */
  rest: Promise<ReadableStreamReadResult<Uint8Array>> | null
}

/** Everything the stream sends until it pauses for `ms`. */
export const readUntilQuiet = async (
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ms: number,
  decoder = new TextDecoder(),
): Promise<FirstPart> => {
  let text = ''
  let pending = reader.read()
  for (;;) {
    const next = await Promise.race([pending, quietFor(ms)])
    if (next === 'quiet') return { text, rest: pending }
    if (next.done) return { text, rest: null }
    text += decoder.decode(next.value, { stream: true })
    pending = reader.read()
  }
}

/** The rest of the stream after readUntilQuiet, starting with its waiting read. */
export const readRest = async (
  reader: ReadableStreamDefaultReader<Uint8Array>,
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  decoder = new TextDecoder(),
): Promise<string> => {
  let text = ''
  for (let next = await pending; !next.done; next = await reader.read()) {
    text += decoder.decode(next.value, { stream: true })
  }
  return text + decoder.decode()
}
