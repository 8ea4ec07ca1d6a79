/**
 * The worker's page render without the worker: what src/worker/render/render-route.tsx does for
 * one request (src/worker/render/render-document.tsx, the same function the worker calls), from a
 * bootstrap snapshot captured from the running worker. The bench bundles
 * this file with esbuild for the workerd conditions (React's edge build, as wrangler bundles it)
 * and times it in Node.
 */
import type { Bootstrap } from '../../src/app/bootstrap'
import { renderDocument } from '../../src/worker/render/render-document'

/** As src/worker/middleware/security-headers.ts makes it, once per response. */
const newNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))

/**
 * A captured page: its bootstrap, and the interface texts of its locale, which the worker renders
 * with and the bootstrap leaves out (the texts file at initialData.textsUrl, captured alongside).
 */
export type PageSnapshot = Bootstrap & { texts: Record<string, string> }

/** Renders one page to the end of its stream; resolves with the HTML's length in bytes. */
export const renderPage = async ({ texts, ...bootstrap }: PageSnapshot): Promise<number> => {
  const errors: unknown[] = []
  const { stream } = await renderDocument({
    bootstrap,
    texts,
    nonce: newNonce(),
    cookieHeader: null,
    onError: (error) => errors.push(error),
  })
  let bytes = 0
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
  }
  // A render that hit an error measured the error page's cost, not the page's.
  if (errors.length > 0) throw errors[0]
  return bytes
}
