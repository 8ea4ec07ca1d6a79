import { expect, test } from './fixtures'
import { hydratedAndIdle } from './hydrated'

/**
 * React hydrates the worker's HTML in Chromium. A mismatch makes React render the page again
 * and report it through onRecoverableError, which client.tsx logs as a console error: the
 * fixture (./fixtures.ts) fails any test on any page where that happens. This spec also checks
 * that hydration happened at all and kept the server's nodes, on every page type of the demo.
 */
const PAGES = ['/', '/en', '/ratgeber/immunsystem', '/produkte', '/warenkorb']

/** Marks the server's <main> before any script runs, to tell adopted nodes from new ones. */
const markServerMain = () => {
  document.addEventListener('DOMContentLoaded', () =>
    document.querySelector('main')?.setAttribute('data-from-server', ''),
  )
}

for (const path of PAGES) {
  test(`${path} hydrates with React and keeps the server's nodes`, async ({ page }) => {
    await page.addInitScript(markServerMain)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await hydratedAndIdle(page)
    // After a mismatch React would have replaced the server's <main> with a new one.
    await expect(page.locator('main[data-from-server]')).toHaveCount(1)
  })
}

test('every id on a page is unique, so each label and aria reference finds its element', async ({
  page,
}) => {
  for (const path of PAGES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
      return ids.filter((id, index) => ids.indexOf(id) !== index)
    })
    expect(duplicates, path).toEqual([])
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-labelledby], [aria-describedby], label[for]')]
        .flatMap((element) =>
          ['aria-labelledby', 'aria-describedby', 'for'].flatMap((name) =>
            (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean),
          ),
        )
        .filter((id) => !document.getElementById(id)),
    )
    expect(dangling, path).toEqual([])
  }
})

test('a page whose server HTML differs from what the browser renders is reported', async ({
  page,
  pageProblems,
}) => {
  // Once parsed, before any module script ran, the first heading says something the embedded
  // snapshot does not: the browser's first render differs from the server's HTML.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const heading = document.querySelector('h1')
      if (document.readyState === 'interactive' && heading) heading.textContent = 'Manipuliert'
    })
  })
  await page.addInitScript(markServerMain)
  pageProblems.allow(/hydration: React rendered again/)
  await page.goto('/')
  await hydratedAndIdle(page)
  await expect
    .poll(() => pageProblems.list.filter((problem) => /hydration: React/.test(problem)))
    .toHaveLength(1)
  // React rendered the page anew from the snapshot: new nodes, and the real heading.
  await expect(page.locator('main[data-from-server]')).toHaveCount(0)
  await expect(page.locator('h1').first()).not.toHaveText('Manipuliert')
})
