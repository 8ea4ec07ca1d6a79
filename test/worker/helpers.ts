import { SELF, env } from 'cloudflare:test'

/** Requests the worker as a browser on a site's hostname would. */
export const get = (url: string, init: RequestInit & { userAgent?: string } = {}) =>
  SELF.fetch(url, {
    redirect: 'manual',
    ...init,
    headers: {
      'user-agent': init.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
      ...(init.headers as Record<string, string> | undefined),
    },
  })

/** The bootstrap snapshot embedded in a rendered page. */
export const bootstrapOf = (html: string): Record<string, unknown> => {
  const match = html.match(/<script type="application\/json" id="__BOOTSTRAP__"[^>]*>([\s\S]*?)<\/script>/)
  if (!match?.[1]) throw new Error('no bootstrap script in the page')
  return JSON.parse(match[1]) as Record<string, unknown>
}

/** Lets background work (waitUntil: cache writes, revalidation) finish. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

/** Empties the KV cache and its D1 index between tests. */
export const clearCache = async () => {
  const { keys } = await env.PAGE_CACHE.list()
  await Promise.all(keys.map((key) => env.PAGE_CACHE.delete(key.name)))
  await env.DB.exec('DELETE FROM cache_entries; DELETE FROM purge_log;')
}
