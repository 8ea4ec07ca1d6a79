// Builds what the browser loads: the hashed client bundle (esbuild, code-split ESM) and one
// stylesheet per brand, and writes build/manifest.json, which the worker imports to link them.
// `node scripts/build.mjs --watch` rebuilds on every change under src/ (npm run dev uses it, with
// `--development` for React's development build).
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { watch } from 'node:fs'
import { join, relative } from 'node:path'
import * as esbuild from 'esbuild'

const root = new URL('..', import.meta.url).pathname
const outDir = join(root, 'public/build')
const manifestPath = join(root, 'build/manifest.json')
const BRANDS = ['vitalis', 'litozin', 'queisser', 'stozzon']
// `--development` while debugging: unminified, with React's development build, which names
// the component and the props of a hydration mismatch and warns about invalid trees.
const development = process.argv.includes('--development')

const listFiles = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

const hashOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10)

const buildClient = async () => {
  const result = await esbuild.build({
    entryPoints: { client: join(root, 'src/app/client.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: !development,
    target: 'es2022',
    jsx: 'automatic',
    outdir: outDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': development ? '"development"' : '"production"' },
    logLevel: 'warning',
  })
  // For the bench's account of where a page's JavaScript comes from (bench/figures/client-bundle.mjs).
  await writeFile(join(root, 'build/client-metafile.json'), JSON.stringify(result.metafile))
  const outputs = Object.entries(result.metafile.outputs)
  const [entryFile] = outputs.find(([, output]) => output.entryPoint?.endsWith('client.tsx'))
  const href = (file) => '/' + relative(join(root, 'public'), join(root, file))
  const staticImports = (file) =>
    result.metafile.outputs[file].imports
      .filter((item) => item.kind === 'import-statement')
      .map((item) => item.path)
  const entryFiles = new Set([entryFile, ...staticImports(entryFile)])
  /** A chunk and everything it statically imports, less what the entry loads anyway. */
  const closure = (file, seen = new Set()) => {
    if (seen.has(file) || entryFiles.has(file)) return seen
    seen.add(file)
    for (const imported of staticImports(file)) closure(imported, seen)
    return seen
  }
  // src/elements/<CType>/…: each CType's component is a chunk of its own (load-components.ts);
  // the worker preloads the chunks of the elements a page shows.
  const elements = {}
  for (const [file, output] of outputs) {
    const type = /src\/elements\/([a-z0-9_]+)\//.exec(output.entryPoint ?? '')?.[1]
    if (type && file !== entryFile) elements[type] = [...closure(file)].map(href)
  }
  // The cart cookie's parser: loaded before hydrating only when the shopper has a cart, and then
  // preloaded by the worker (src/shop/store/load-cart-cookie.ts).
  const [cartCookieFile] = outputs.find(([, output]) =>
    output.entryPoint?.endsWith('src/shop/store/cart-cookie.ts'),
  ) ?? [null]
  if (!cartCookieFile) throw new Error('no chunk for src/shop/store/cart-cookie.ts')
  return {
    client: href(entryFile),
    cartCookie: [...closure(cartCookieFile)].map(href),
    // Static imports of the entry: preloaded so the browser fetches them in parallel.
    preloads: staticImports(entryFile).map(href),
    elements,
  }
}

/** base.css first, then every component stylesheet, then the brand's theme variables last. */
const buildStyles = async () => {
  const sources = (await listFiles(join(root, 'src')))
    .filter((file) => file.endsWith('.css'))
    .sort()
  const themes = join(root, 'src/brands/themes') + '/'
  const base = join(root, 'src/brands/base.css')
  const components = sources.filter((file) => file !== base && !file.startsWith(themes))
  const shared = (
    await Promise.all(
      [base, ...components]
        .filter((file) => sources.includes(file))
        .map((file) => readFile(file, 'utf8')),
    )
  ).join('\n')
  const css = {}
  for (const brand of BRANDS) {
    const theme = await readFile(join(themes, `${brand}.css`), 'utf8').catch(() => '')
    const { code } = await esbuild.transform(`${shared}\n${theme}`, {
      loader: 'css',
      minify: true,
      target: 'chrome110',
    })
    const file = `${brand}-${hashOf(code)}.css`
    await writeFile(join(outDir, file), code)
    css[brand] = `/build/${file}`
  }
  return css
}

const build = async () => {
  const started = Date.now()
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  await mkdir(join(root, 'build'), { recursive: true })
  const [scripts, css] = await Promise.all([buildClient(), buildStyles()])
  const buildId = hashOf(JSON.stringify({ scripts, css }))
  await writeFile(manifestPath, JSON.stringify({ buildId, ...scripts, css }, null, 2) + '\n')
  console.log(`build ${buildId} in ${Date.now() - started} ms`)
}

if (!process.argv.includes('--skip-first')) await build()

if (process.argv.includes('--watch')) {
  let timer
  watch(join(root, 'src'), { recursive: true }, (_event, file) => {
    if (!file || file.includes('.test.')) return
    clearTimeout(timer)
    timer = setTimeout(() => build().catch((error) => console.error(error.message)), 150)
  })
  console.log('watching src/ for changes')
}
