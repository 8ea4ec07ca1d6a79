// react-dom/server for the `unit` project: React's own, recording every render for the
// `unit-preact` project (recordings.ts). Aliased in vitest.config.ts.
import * as server from 'react-dom/server.node'
import { nextRenderKey, saveRecording } from './recordings'

export const version = server.version

const recorded =
  <Args extends unknown[]>(kind: 'string' | 'static', render: (...args: Args) => string) =>
  (...args: Args): string => {
    const key = nextRenderKey(kind)
    try {
      const html = render(...args)
      saveRecording(key, { html })
      return html
    } catch (error) {
      saveRecording(key, { error: error instanceof Error ? error.message : String(error) })
      throw error
    }
  }

export const renderToString = recorded('string', server.renderToString)
export const renderToStaticMarkup = recorded('static', server.renderToStaticMarkup)

export const renderToReadableStream: typeof server.renderToReadableStream = async (...args) => {
  const key = nextRenderKey('stream')
  const stream = await server.renderToReadableStream(...args)
  const chunks: { html: string; pauseMs: number }[] = []
  const decoder = new TextDecoder()
  let last = performance.now()
  const recording = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const now = performance.now()
      chunks.push({ html: decoder.decode(chunk, { stream: true }), pauseMs: now - last })
      last = now
      saveRecording(key, { chunks })
      controller.enqueue(chunk)
    },
  })
  return Object.assign(stream.pipeThrough(recording), { allReady: stream.allReady })
}
