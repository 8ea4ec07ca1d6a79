// Client bundle: the JavaScript a shopper downloads for a page, measured where it happens: the
// page loads in Chromium (a first visit: no cookies, no cache) until its scripts are quiet, and
// every script response counts, the element chunks the page preloads and anything imported on
// demand during the load alike. Code that loads only on a shopper's action (the shop's GraphQL
// client on the first cart call) is not part of a page load and is not counted, nor is what the
// link prefetcher fetches ahead for other pages: the browser reports Save-Data, which
// turns prefetching off, so the figure is the page's own code, as the budgets mean it
// (docs/benchmarks.md). What prefetching adds to a page view is a figure of its own
// (./prefetch-cost.mjs).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { reportConnection } from '../lib/browser.mjs'
import { sizes } from '../../scripts/lib/http.mjs'
import { describeContributors, topContributors } from '../lib/metafile.mjs'
import { budgeted, failed } from '../lib/table.mjs'

/**
 * Budgets with React 19 in the browser: React and React DOM are about 69 KB gzip of
 * every page, so a content page has about 26 KB for everything else; the long content page, the
 * listing and the cart bring their element code on top. Each first view requests at most 15
 * scripts: under a phone's latency, every further request is a round trip.
 */
const PAGES = [
  { path: '/', label: 'content page /', budgetKb: 95 },
  {
    path: '/ratgeber/immunsystem',
    label: 'long content page /ratgeber/immunsystem',
    budgetKb: 105,
  },
  { path: '/produkte', label: 'product listing /produkte', budgetKb: 105 },
  { path: '/warenkorb', label: 'cart /warenkorb', budgetKb: 115 },
]
const MAX_SCRIPTS = 15
const LOAD_TIMEOUT_MS = 30_000

/** After the load event, this long without a new script request ends the page load. */
const QUIET_MS = 1000

/**
 * Loads the page in a fresh context and sums the scripts it fetched (gzip computed here), or
 * answers just the status when the page is not there (200) to measure. The
 * load ends once no script has been requested for a second after the load event: images and
 * other requests do not hold it up (a slow product image is not JavaScript).
 */
const scriptsLoadedInBrowser = async (browser, pageUrl) => {
  const context = await browser.newContext()
  await reportConnection(context, { effectiveType: '4g', saveData: true })
  const page = await context.newPage()
  const bodies = []
  let lastScriptAt = Date.now()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now()
  })
  // The storefront's own JavaScript only: a site's analytics tracker (the demo's stand-in
  // Matomo on its own host) is the analytics provider's code, loaded after hydration.
  const own = new URL(pageUrl).origin
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    if (new URL(response.url()).origin !== own) return
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), status: response.status(), body }),
        (error) => ({ url: response.url(), status: response.status(), error }),
      ),
    )
  })
  try {
    const response = await page.goto(pageUrl, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })
    const status = response?.status() ?? 0
    if (status !== 200) return { status }
    const deadline = Date.now() + LOAD_TIMEOUT_MS
    while (Date.now() - lastScriptAt < QUIET_MS) {
      if (Date.now() > deadline) throw new Error('scripts kept loading for 30 s')
      await page.waitForTimeout(100)
    }
    const total = { status, raw: 0, gzip: 0, files: 0, paths: [] }
    for (const script of await Promise.all(bodies)) {
      if (script.error || script.status !== 200)
        throw new Error(`${script.url} answered ${script.status}`)
      const size = sizes(script.body)
      total.raw += size.raw
      total.gzip += size.gzip
      total.files += 1
      total.paths.push(new URL(script.url).pathname)
    }
    return total
  } finally {
    await context.close()
  }
}

/**
 * Where a page's client bytes come from, for a failing budget: the inputs of every chunk the page
 * loaded, from the metafile scripts/build.mjs wrote with the served build, grouped by npm package
 * or src/ folder, as shares of the minified bytes (gzip shrinks them about alike).
 */
const clientBreakdown = async (root, pagePath, loadedPaths) => {
  const metafile = JSON.parse(await readFile(join(root, 'build/client-metafile.json'), 'utf8'))
  const bytes = new Map()
  let total = 0
  for (const path of loadedPaths) {
    const output = metafile.outputs[`public${path}`]
    if (!output) throw new Error(`${path} is not in build/client-metafile.json`)
    for (const { name, bytes: size } of topContributors(output, Infinity)) {
      bytes.set(name, (bytes.get(name) ?? 0) + size)
      total += size
    }
  }
  const top = [...bytes]
    .map(([name, size]) => ({ name, bytes: size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
  return `the ${loadedPaths.length} scripts of ${pagePath} are ${(total / 1000).toFixed(0)} KB minified: ${describeContributors(top, total)}`
}

const kb = (bytes) => bytes / 1000

export const measureClientBundle = async ({ root, origin }) => {
  const rows = []
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    for (const page of PAGES) rows.push(...(await measurePage(browser, origin, page)))
  } finally {
    await browser.close()
  }
  rows[0].note =
    'Every script Chromium fetched loading the page (first visit, no cookies) until a second ' +
    'after the load event passed without a new script, from wrangler dev; KB = 1000 bytes; gzip at zlib level 6, computed by the bench. ' +
    "The shop's GraphQL client, the cart actions and i18next load with the first cart action, not counted here."
  // A failing budget names what the page's scripts are made of.
  for (const row of rows) {
    if (row.holds !== false || !row.scripts) continue
    const cause = await clientBreakdown(root, row.pagePath, row.scripts).catch(
      (error) => `no breakdown: ${error.message}`,
    )
    row.note = `${row.note ? `${row.note} ` : ''}Cause: ${cause}.`
  }
  return rows
}

const measurePage = async (browser, origin, page) => {
  const id = `client-js.${page.path}`
  const figure = `Client JS, ${page.label} (gzip)`
  const budgetText = `≤ ${page.budgetKb} KB`
  try {
    const total = await scriptsLoadedInBrowser(browser, origin + page.path)
    if (total.status !== 200) throw new Error(`${page.path} answered ${total.status}`)
    const display = `${kb(total.gzip).toFixed(1)} KB (raw ${kb(total.raw).toFixed(1)} KB, ${total.files} file${total.files === 1 ? '' : 's'})`
    const row = budgeted({
      id,
      figure,
      value: kb(total.gzip),
      unit: 'KB',
      display,
      op: '<=',
      limit: page.budgetKb,
    })
    const count = budgeted({
      id: `client-scripts.${page.path}`,
      figure: `Scripts of a first view, ${page.label}`,
      value: total.files,
      unit: 'scripts',
      op: '<=',
      limit: MAX_SCRIPTS,
    })
    return [
      { ...row, scripts: total.paths, pagePath: page.path },
      { ...count, scripts: total.paths, pagePath: page.path },
    ]
  } catch (error) {
    return [failed({ id, figure, error, budgetText })]
  }
}
