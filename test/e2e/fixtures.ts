import { test as base, expect, type Page, type Request } from '@playwright/test'
import { watchDuplicateIds } from './duplicate-ids'

/**
 * Every end-to-end test runs with this watch: each page its browser context opens, the
 * storefront's and the shop host's alike, has its console errors and uncaught exceptions
 * collected, and the test fails at its end if any came that the test did not expect. React's
 * recoverable errors (a hydration mismatch) reach the console through client.tsx's
 * onRecoverableError, so a page that did not hydrate cleanly fails whichever test visited it.
 * A refusal by the page's Content-Security-Policy counts too: Chromium reports some (an eval
 * probe a library catches) only as an event, which the init script below turns into an error.
 */
export interface PageProblems {
  /** What was reported so far, in order. */
  readonly list: readonly string[]
  /** A report the test provokes on purpose (the 404 of an error page's document). */
  allow(pattern: RegExp): void
}

const watch = (page: Page, problems: string[]) => {
  const where = () => new URL(page.url() || 'about:blank').pathname
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error on ${where()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught on ${where()}: ${error.message}`))
}

export const test = base.extend<{
  pageProblems: PageProblems
  uniqueIds: void
  requestsInFlight: void
}>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = []
      const allowed: RegExp[] = []
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          )
        })
      })
      for (const page of context.pages()) watch(page, problems)
      context.on('page', (page) => watch(page, problems))
      await use({ list: problems, allow: (pattern) => void allowed.push(pattern) })
      const unexpected = problems.filter((problem) => !allowed.some((p) => p.test(problem)))
      expect(unexpected, 'console errors or uncaught exceptions on the pages visited').toEqual([])
    },
    { auto: true },
  ],
  // A test that failed or timed out names the requests its pages were still waiting for (a page
  // load that never ends says which address held it up), in its report and the run's output.
  requestsInFlight: [
    async ({ context }, use, testInfo) => {
      const started = new Map<Request, number>()
      context.on('request', (request) => void started.set(request, Date.now()))
      const settled = (request: Request) => void started.delete(request)
      context.on('requestfinished', settled)
      context.on('requestfailed', settled)
      await use()
      if (testInfo.status === testInfo.expectedStatus || started.size === 0) return
      const now = Date.now()
      const pending = [...started].map(
        ([request, at]) => `${request.method()} ${request.url()} (${now - at} ms)`,
      )
      console.log(`requests in flight when "${testInfo.title}" ended:\n  ${pending.join('\n  ')}`)
      await testInfo.attach('requests in flight', { body: pending.join('\n') })
    },
    { auto: true },
  ],
  // Every page the suite visits has unique ids: see duplicate-ids.ts.
  uniqueIds: [
    async ({ context }, use) => {
      const watch = await watchDuplicateIds(context)
      await use()
      await watch.checkOpenPages()
      expect(watch.findings(), 'ids used by more than one element on the pages visited').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
