import type { Page } from '@playwright/test'

/**
 * Collects console errors and uncaught exceptions of a page. Resource 404s of the document
 * itself (an error page) are expected and can be allowed by the caller.
 */
export const watchConsole = (page: Page) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}
