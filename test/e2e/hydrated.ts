import type { Page } from '@playwright/test'

/**
 * Waits until React hydrated the page: hydrateRoot() leaves its root on the container's
 * `__reactContainer$…` property. Should that not happen in time, the error says why as far as
 * the page can tell (its console warnings, e.g. a chunk that failed to load twice, and the
 * build files it asked for that never arrived) rather than only "timeout".
 */
export const hydrated = async (page: Page, timeout = 20_000): Promise<void> => {
  const seen: string[] = []
  const onConsole = (message: { type(): string; text(): string }) =>
    void seen.push(`${message.type()}: ${message.text()}`)
  page.on('console', onConsole)
  try {
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root')
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'))
      },
      undefined,
      { timeout },
    )
  } catch (error) {
    throw new Error(
      `${page.url()} did not hydrate within ${timeout} ms.\n` +
        `console since the wait began: ${JSON.stringify(seen)}\n` +
        `build files asked for but not loaded: ${JSON.stringify(await unloadedBuildFiles(page))}`,
      { cause: error },
    )
  } finally {
    page.off('console', onConsole)
  }
}

/** The page's module scripts and preloads whose resource timing never completed. */
const unloadedBuildFiles = (page: Page): Promise<string[]> =>
  page
    .evaluate(() => {
      const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name))
      const asked = [
        ...document.querySelectorAll<HTMLScriptElement>('script[src]'),
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      ].map((node) => ('src' in node ? node.src : node.href))
      return asked.filter((url) => !loaded.has(url))
    })
    .catch((error: unknown) => [`(page not readable: ${String(error)})`])

/** Hydrated, and the chunks the page loads once it runs have arrived. */
export const hydratedAndIdle = async (page: Page): Promise<void> => {
  await hydrated(page)
  await page.waitForLoadState('networkidle')
}
