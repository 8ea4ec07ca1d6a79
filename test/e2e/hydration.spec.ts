import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './console'

/**
 * The worker renders with React, the browser hydrates with preact/compat (README, Decisions).
 * preact repairs a mismatch silently, so this watches the DOM itself: from the end of parsing,
 * before any module script ran, every node added to or removed from #root and every text
 * changed is recorded. The guide page is not among them: React's reveal of its streamed listing
 * and the cart element's loading change the DOM by design after parsing; every element type is
 * hydrated over React's HTML in the unit tests (src/brands/testing/watch-hydration.tsx).
 */
const PAGES = ['/', '/en']

const recordChangesAfterParsing = () => {
  const changes: string[] = []
  Object.assign(window, { __domChanges: changes })
  const visible = (node: Node) =>
    node.nodeType === Node.ELEMENT_NODE || (node.nodeType === Node.TEXT_NODE && node.textContent)
  const describe = (node: Node) =>
    node.nodeType === Node.TEXT_NODE
      ? `text "${node.textContent}"`
      : (node as Element).outerHTML.slice(0, 120)
  // React's hoisted resources, which client.tsx moves from #root to <head> before hydrating.
  const hoisted = ['LINK', 'META', 'TITLE']
  document.addEventListener('readystatechange', () => {
    const root = document.getElementById('root')
    if (document.readyState !== 'interactive' || !root) return
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') changes.push(`text → "${record.target.textContent}"`)
        for (const node of record.addedNodes)
          if (visible(node)) changes.push(`added ${describe(node)}`)
        for (const node of record.removedNodes)
          if (visible(node) && !(record.target === root && hoisted.includes(node.nodeName)))
            changes.push(`removed ${describe(node)}`)
      }
    }).observe(root, { subtree: true, childList: true, characterData: true })
  })
}

/**
 * Hydrated: preact keeps its tree on the root element it rendered into (its `__k` property), so
 * this waits until preact took #root over, then for the element chunks and effects to settle.
 */
const hydrated = async (page: Page) => {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && '__k' in root
  })
  await page.waitForLoadState('networkidle')
}

for (const path of PAGES) {
  test(`hydrating ${path} keeps the server's DOM as it is`, async ({ page }) => {
    const problems = watchConsole(page)
    await page.addInitScript(recordChangesAfterParsing)
    const response = await page.goto(`http://localhost:8787${path}`)
    expect(response?.status()).toBe(200)
    await hydrated(page)
    const changes = await page.evaluate(
      () => (window as unknown as { __domChanges: string[] }).__domChanges,
    )
    expect(changes).toEqual([])
    expect(problems).toEqual([])
  })
}

test('every id on a page is unique, so each label and aria reference finds its element', async ({
  page,
}) => {
  for (const path of [...PAGES, '/ratgeber/immunsystem', '/produkte', '/warenkorb']) {
    await page.goto(`http://localhost:8787${path}`)
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
