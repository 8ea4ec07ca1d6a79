import type { BrowserContext, Page } from '@playwright/test'

/**
 * The watch for duplicate ids: a label, an aria-controls or an aria-describedby that points at an
 * id reaches the first element with it, so a second element with the same id is a field whose
 * label names another. Every page of the test's browser context is checked when it has loaded,
 * whenever its DOM settles after a change (a client-side navigation, an opened dialog or quick
 * view) and once more at the test's end; each finding names the page's path and the ids.
 */
export interface DuplicateIdWatch {
  /** The findings so far, one line per page and set of duplicates. */
  findings(): string[]
  /** Checks every open page now (the test's end). */
  checkOpenPages(): Promise<void>
}

const reportBinding = '__vitalisReportDuplicateIds'
const finder = '__vitalisDuplicateIds'

type WatchedWindow = Window &
  Record<typeof finder, () => string[]> &
  Record<typeof reportBinding, ((ids: string[]) => void) | undefined>

/** The init script, serialised by Playwright into every document before the page's scripts. */
const installWatch = ({ binding, name }: { binding: string; name: string }) => {
  const watched = window as unknown as Record<string, unknown>
  const findDuplicates = (): string[] => {
    const counts = new Map<string, number>()
    for (const element of document.querySelectorAll('[id]')) {
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1)
    }
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `#${id} ×${count}`)
  }
  watched[name] = findDuplicates
  const report = () => {
    const found = findDuplicates()
    const send = watched[binding] as ((ids: string[]) => void) | undefined
    if (found.length > 0 && send) send(found)
  }
  // Checked once the DOM is quiet again: a React commit in progress is not a state a shopper's
  // label meets; the settled page after a client-side navigation or an opened dialog is.
  let pending: number | undefined
  const settle = () => {
    window.clearTimeout(pending)
    pending = window.setTimeout(report, 50)
  }
  window.addEventListener('load', () => {
    report()
    new MutationObserver(settle).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['id'],
    })
  })
}

export const watchDuplicateIds = async (context: BrowserContext): Promise<DuplicateIdWatch> => {
  const findings = new Set<string>()
  const record = (url: string, duplicates: readonly string[]) => {
    if (duplicates.length > 0 && url.startsWith('http')) {
      findings.add(`${new URL(url).pathname}: ${duplicates.join(', ')}`)
    }
  }
  await context.exposeBinding(reportBinding, ({ page }, duplicates: string[]) => {
    record(page.url(), duplicates)
  })
  await context.addInitScript(installWatch, { binding: reportBinding, name: finder })
  const checkPage = async (page: Page) => {
    if (page.isClosed()) return
    const duplicates = await page
      .evaluate(
        (name) => (window as unknown as WatchedWindow)[name as typeof finder]?.() ?? [],
        finder,
      )
      .catch(() => [] as string[])
    record(page.url(), duplicates)
  }
  return {
    findings: () => [...findings],
    checkOpenPages: async () => {
      for (const page of context.pages()) await checkPage(page)
    },
  }
}
