// react-dom/server for the `unit-preact` project: answers with what React rendered for the same
// test and render in the `unit` project (recordings.ts). The tree passed in is a preact tree
// here and is not rendered: the worker renders with React, the browser hydrates with preact.
import { loadRecording, nextRenderKey, type Recording } from './recordings'

export const version = 'replayed from react-dom/server'

const html = (recording: Recording): string => {
  if ('error' in recording) throw new Error(recording.error)
  if ('html' in recording) return recording.html
  return recording.chunks.map((chunk) => chunk.html).join('')
}

export const renderToString = (_tree: unknown): string =>
  html(loadRecording(nextRenderKey('string')))
export const renderToStaticMarkup = (_tree: unknown): string =>
  html(loadRecording(nextRenderKey('static')))

/** Pauses longer than this were the test holding the server back (a pending catalogue). */
const PAUSE_KEPT_MS = 5

export const renderToReadableStream = async (_tree: unknown) => {
  const recording = loadRecording(nextRenderKey('stream'))
  if (!('chunks' in recording)) throw new Error(html(recording))
  const encoder = new TextEncoder()
  const pending = [...recording.chunks]
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = pending.shift()
      if (!next) return controller.close()
      if (next.pauseMs > PAUSE_KEPT_MS)
        await new Promise((resolve) => setTimeout(resolve, Math.min(next.pauseMs, 200)))
      controller.enqueue(encoder.encode(next.html))
    },
  })
  // Every chunk is at hand: a reader that waits for allReady (as the worker does for bots) gets
  // the whole document at once.
  return Object.assign(stream, { allReady: Promise.resolve() })
}
