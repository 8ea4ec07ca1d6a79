// Client bundle: the JavaScript a shopper downloads for a page, found the way a browser finds it
// (the page's script and modulepreload URLs, then the static imports of each chunk; dynamic
// imports load later, on demand, and are not counted), so that a forgotten preload or a chunk
// pulled in by an import both show up.
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { get, getText, sizes } from '../lib/http.mjs'
import { describeContributors, importersOf, topContributors } from '../lib/metafile.mjs'
import { budgeted, failed, info } from '../lib/table.mjs'

const BUDGET_GZIP_KB = 90
/** Content pages carry the budget; listing and cart are measured too once the demo has them. */
const PAGES = [
  { path: '/', label: 'content page /', budget: true },
  { path: '/ratgeber/immunsystem', label: 'content page /ratgeber/immunsystem', budget: true },
  { path: '/produkte', label: 'product listing /produkte', budget: false, optional: true },
  { path: '/warenkorb', label: 'cart /warenkorb', budget: false, optional: true },
]

const attributes = (tag) => {
  const found = {}
  for (const [, name, value] of tag.matchAll(/([\w-]+)="([^"]*)"/g))
    found[name.toLowerCase()] = value
  return found
}

/** Every script src and modulepreload href of the HTML (inline scripts carry no URL). */
export const scriptUrlsOf = (html, pageUrl) => {
  const urls = new Set()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const { src } = attributes(tag)
    if (src) urls.add(new URL(src, pageUrl).href)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const { rel, href } = attributes(tag)
    if (rel?.split(/\s+/).includes('modulepreload') && href) urls.add(new URL(href, pageUrl).href)
  }
  return [...urls]
}

/**
 * The static imports of one ES module, as esbuild parses them (a regex would trip over
 * minified code): every import is marked external, so nothing is resolved or bundled.
 */
const staticImportsOf = async (code) => {
  const result = await esbuild.build({
    stdin: { contents: code, loader: 'js', sourcefile: 'chunk.js' },
    bundle: true,
    write: false,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'all-external',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
          )
        },
      },
    ],
  })
  const input = result.metafile.inputs['chunk.js']
  return (input?.imports ?? [])
    .filter((item) => item.kind === 'import-statement')
    .map((item) => item.path)
}

/** Downloads the page's scripts and everything they statically import; sums their sizes. */
const downloadedScripts = async (pageUrl, html) => {
  const queue = scriptUrlsOf(html, pageUrl)
  const seen = new Map()
  while (queue.length > 0 && seen.size < 200) {
    const url = queue.shift()
    if (seen.has(url)) continue
    const response = await get(url)
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    seen.set(url, sizes(response.body))
    for (const specifier of await staticImportsOf(response.body.toString('utf8'))) {
      queue.push(new URL(specifier, url).href)
    }
  }
  const total = { raw: 0, gzip: 0, files: seen.size }
  for (const size of seen.values()) {
    total.raw += size.raw
    total.gzip += size.gzip
  }
  return total
}

/**
 * Where the client bytes come from, for a failing budget: the client entry rebuilt with the
 * options of scripts/build.mjs plus a metafile (the build writes none), into a scratch folder.
 */
const clientBreakdown = async (root, tmp) => {
  const result = await esbuild.build({
    entryPoints: { client: join(root, 'src/app/client.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    outdir: join(tmp, 'client-breakdown'),
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const entry = Object.values(result.metafile.outputs).find((output) =>
    output.entryPoint?.endsWith('client.tsx'),
  )
  const top = topContributors(entry, 5)
  const biggest = top.find((item) => !item.name.startsWith('src/'))
  const importers = biggest ? importersOf(result.metafile, biggest.name) : []
  const shown = importers.slice(0, 5).map((file) => file.replace(/^(\.\.\/)+/, ''))
  const more = importers.length > shown.length ? ` and ${importers.length - shown.length} more` : ''
  return (
    `Entry chunk ${(entry.bytes / 1000).toFixed(0)} KB minified: ${describeContributors(top, entry.bytes)}` +
    (shown.length > 0 ? `. ${biggest.name} is imported by ${shown.join(', ')}${more}` : '')
  )
}

const kb = (bytes) => bytes / 1000

export const measureClientBundle = async ({ root, tmp, origin }) => {
  const rows = []
  let failing = false
  for (const page of PAGES) {
    const id = `client-js.${page.path}`
    const figure = `Client JS, ${page.label} (gzip)`
    try {
      const { status, text } = await getText(origin + page.path)
      if (status !== 200) {
        if (page.optional) {
          rows.push(info({ id, figure, display: `n/a (demo answers ${status})` }))
          continue
        }
        throw new Error(`${page.path} answered ${status}`)
      }
      const total = await downloadedScripts(origin + page.path, text)
      const display = `${kb(total.gzip).toFixed(1)} KB (raw ${kb(total.raw).toFixed(1)} KB, ${total.files} file${total.files === 1 ? '' : 's'})`
      if (page.budget) {
        const row = budgeted({
          id,
          figure,
          value: kb(total.gzip),
          unit: 'KB',
          display,
          op: '<=',
          limit: BUDGET_GZIP_KB,
        })
        failing ||= !row.holds
        rows.push(row)
      } else {
        rows.push(info({ id, figure, value: kb(total.gzip), unit: 'KB', display }))
      }
    } catch (error) {
      rows.push(
        failed({ id, figure, error, budgetText: page.budget ? `≤ ${BUDGET_GZIP_KB} KB` : null }),
      )
    }
  }
  const first = rows[0]
  first.note =
    'Script and modulepreload URLs of the served HTML plus their static imports, fetched from ' +
    'wrangler dev; KB = 1000 bytes; gzip at zlib level 6, computed by the bench.'
  if (failing) {
    try {
      first.note += ` Cause: ${await clientBreakdown(root, tmp)}.`
    } catch (error) {
      first.note += ` (No breakdown: ${error.message})`
    }
  }
  return rows
}
