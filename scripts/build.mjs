// Builds what the browser loads: the hashed client bundle (Rolldown, code-split ESM) and one
// stylesheet per brand (esbuild), and writes build/manifest.json, which the worker imports to link them.
// `node scripts/build.mjs --watch` rebuilds on every change under src/ (npm run dev uses it, with
// `--development` for React's development build). Beside them, once: the demo upstreams' raster
// photos (./demo-images.mjs, cached by drawing, so only the first build renders them).
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { watch } from 'node:fs'
import { join, relative } from 'node:path'
import * as esbuild from 'esbuild'
import { rolldown } from 'rolldown'
import { buildDemoImages } from './demo-images.mjs'
import { generateElementRegistry } from './element-registry.mjs'
import { BRANDS } from './lib/brands.mjs'

const root = new URL('..', import.meta.url).pathname
const outDir = join(root, 'public/build')
const manifestPath = join(root, 'build/manifest.json')
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

/**
 * CTypes whose code is bundled as one chunk: the chunk groups their definitions name (`chunk` in
 * src/elements/<CType>/definition.ts; the groups, and why each exists, in ./element-registry.mjs,
 * whose generated map src/elements/late-hydration.ts reads them from too). With the `content`
 * group the heading levels every element with a heading imports (on its own, a chunk of 200 bytes).
 */
const elementsOf = (types) => `src[\\\\/]elements[\\\\/](${types.join('|')})[\\\\/]`
const HEADING_LEVEL = 'src[\\\\/]elements[\\\\/]shared[\\\\/]heading-level\\.ts$'
const elementChunkGroups = (chunkGroups) =>
  Object.entries(chunkGroups)
    .filter(([, types]) => types.length > 0)
    .map(([name, types]) => ({
      name,
      test: new RegExp(
        name === 'content' ? `${elementsOf(types)}|${HEADING_LEVEL}` : elementsOf(types),
      ),
      priority: 1,
    }))

/** src/elements/<CType>/…, an element's code. */
const ELEMENT_COMPONENT = /^src\/elements\/([a-z0-9_]+)\//

/** See probeChunks: shared chunks up to this size (unminified bytes) are merged into one. */
const SMALL_SHARED = 4000

/** See probeChunks: the element whose small shared helpers form the `shared` chunk. */
const LISTING_ELEMENT = 'src/elements/product_listing/ProductListingElement.tsx'

const clientInput = () => ({
  input: { client: join(root, 'src/app/client.tsx') },
  platform: 'browser',
  cwd: root,
  transform: {
    jsx: { runtime: 'automatic' },
    target: 'es2022',
    define: { 'process.env.NODE_ENV': development ? '"development"' : '"production"' },
  },
  logLevel: 'warn',
  // Dynamic imports whose module something else imports statically stay where they are: said once
  // per build, it is no error (src/shop/validation.ts).
  onLog: (level, log, handler) => {
    if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log)
  },
})

/**
 * Rolldown's automatic chunking, generated but not written: which modules the entry needs before
 * it runs (its own and those of the chunks it imports statically), the element components, and
 * the small shared helpers (below).
 */
const probeChunks = async () => {
  const bundle = await rolldown(clientInput())
  const { output } = await bundle.generate({ format: 'es' })
  await bundle.close()
  const chunks = new Map(
    output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  )
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
  const entryModules = new Set(
    [entry.fileName, ...entry.imports].flatMap((file) => chunks.get(file).moduleIds),
  )
  // The element components: what the registry's loaders (src/elements/registry/generated/
  // browser.ts, in the entry's chunk) import on demand from src/elements/<CType>/.
  const registry = join(root, 'src/elements/registry/generated/browser.ts')
  const registryChunk = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(registry))
  const elementModules = registryChunk.dynamicImports
    .map((file) => chunks.get(file).facadeModuleId)
    // (A chunk that is also imported statically has no facade module: it is no element.)
    .filter((id) => id !== null && ELEMENT_COMPONENT.test(relative(root, id)))
  // Small helpers that several lazily loaded chunks share (a form field, a heading, a price
  // format): automatic chunking gives each set of sharers a chunk of its own, often of 100-300
  // bytes. Those whose chunk, with what it imports beyond the entry's, stays under SMALL_SHARED
  // bytes (before minifying) go together into one chunk; a bigger one (the date formatting and
  // its library) stays apart, for the pages that show it only.
  const loadedFirst = new Set([entry.fileName, ...entry.imports])
  const importsOf = (file, seen = new Set()) => {
    if (seen.has(file) || loadedFirst.has(file)) return seen
    seen.add(file)
    for (const imported of chunks.get(file).imports) importsOf(imported, seen)
    return seen
  }
  const sharers = new Map()
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry) continue
    for (const file of importsOf(chunk.fileName))
      if (file !== chunk.fileName) sharers.set(file, [...(sharers.get(file) ?? []), chunk])
  }
  const closureBytes = (file) =>
    [...importsOf(file)].reduce((sum, each) => sum + chunks.get(each).code.length, 0)
  const small = [...chunks.values()].filter(
    (chunk) =>
      !chunk.isDynamicEntry &&
      (sharers.get(chunk.fileName) ?? []).length >= 2 &&
      closureBytes(chunk.fileName) <= SMALL_SHARED,
  )
  // The product listing is on the pages most visited after the home page (the listing, guide
  // articles): the helpers it shares go in one chunk, all others (forms, the account, recipes,
  // jobs) in another, so that a listing does not download an address form's helpers.
  const listing = join(root, LISTING_ELEMENT)
  // Renamed or moved, the listing would silently share nothing and its helpers land elsewhere.
  if (![...chunks.values()].some((chunk) => chunk.facadeModuleId === listing))
    throw new Error(`build: no chunk of ${LISTING_ELEMENT} (LISTING_ELEMENT)`)
  const withListing = (chunk) =>
    sharers.get(chunk.fileName).some((sharer) => sharer.facadeModuleId === listing)
  const modulesOf = (list) => new Set(list.flatMap((chunk) => chunk.moduleIds))
  return {
    entryModules,
    elementModules,
    smallShared: modulesOf(small.filter(withListing)),
    smallSharedElsewhere: modulesOf(small.filter((chunk) => !withListing(chunk))),
  }
}

/**
 * The browser bundle (Rolldown, code-split ESM), chunked by what loads together, so that a
 * phone makes few round trips: everything the entry needs before it hydrates is in the entry's
 * chunk, the common content elements are one chunk, the small helpers lazily loaded code shares
 * another, every other element is a chunk of its own with what only it needs: no more chunks of
 * 100-300 bytes, each a round trip on a phone (esbuild, used before, has no minimum chunk size).
 */
const buildClient = async (chunkGroups) => {
  const { entryModules, elementModules, smallShared, smallSharedElsewhere } = await probeChunks()
  const bundle = await rolldown(clientInput())
  const { output } = await bundle.write({
    dir: outDir,
    format: 'es',
    minify: !development,
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    comments: { legal: false },
    codeSplitting: {
      groups: [
        {
          name: 'app',
          test: (id) => entryModules.has(id) || id.includes('rolldown/runtime'),
          priority: 2,
        },
        ...elementChunkGroups(chunkGroups),
        { name: 'shared', test: (id) => smallShared.has(id), priority: 0 },
        { name: 'shared-more', test: (id) => smallSharedElsewhere.has(id), priority: 0 },
      ],
    },
  })
  await bundle.close()
  const chunks = new Map(
    output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  )
  const chunkOf = new Map()
  for (const chunk of chunks.values())
    for (const id of chunk.moduleIds) chunkOf.set(id, chunk.fileName)
  const source = (id) => relative(root, id)
  // For the bench's account of where a page's JavaScript comes from (bench/figures/client-bundle.mjs),
  // in the shape of an esbuild metafile: per output its modules' bytes and its imports. Rolldown
  // tells a module's length before minifying; scaled to the chunk's minified size, each module
  // keeps its share and the sum is the file's.
  const metafile = { outputs: {} }
  for (const chunk of chunks.values()) {
    const bytes = Buffer.byteLength(chunk.code)
    const rendered = Object.values(chunk.modules).reduce(
      (sum, { renderedLength }) => sum + renderedLength,
      0,
    )
    const scale = rendered > 0 ? bytes / rendered : 0
    metafile.outputs[`public/build/${chunk.fileName}`] = {
      bytes,
      ...(chunk.facadeModuleId ? { entryPoint: source(chunk.facadeModuleId) } : {}),
      imports: [
        ...chunk.imports.map((file) => ({
          path: `public/build/${file}`,
          kind: 'import-statement',
        })),
        ...chunk.dynamicImports.map((file) => ({
          path: `public/build/${file}`,
          kind: 'dynamic-import',
        })),
      ],
      inputs: Object.fromEntries(
        Object.entries(chunk.modules).map(([id, module]) => [
          source(id),
          { bytesInOutput: Math.round(module.renderedLength * scale) },
        ]),
      ),
    }
  }
  await writeFile(join(root, 'build/client-metafile.json'), JSON.stringify(metafile))
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
  const href = (file) => `/build/${file}`
  const entryFiles = new Set([entry.fileName, ...entry.imports])
  /** A chunk and everything it statically imports, less what the entry loads anyway. */
  const closure = (file, seen = new Set()) => {
    if (seen.has(file) || entryFiles.has(file)) return seen
    seen.add(file)
    for (const imported of chunks.get(file).imports) closure(imported, seen)
    return seen
  }
  // src/elements/<CType>/…: each CType's component is loaded on demand (lazy-components.ts); the
  // worker preloads the chunk holding it, and that chunk's imports, for a page that shows it.
  const elements = {}
  for (const id of elementModules) {
    const [, type] = ELEMENT_COMPONENT.exec(source(id))
    elements[type] = [...closure(chunkOf.get(id))].map(href)
  }
  // The cart cookie's parser: loaded before hydrating only when the shopper has a cart, and then
  // preloaded by the worker (src/shop/store/load-cart-cookie.ts).
  const cartCookieFile = chunkOf.get(join(root, 'src/shop/store/cart-cookie.ts'))
  if (!cartCookieFile) throw new Error('no chunk for src/shop/store/cart-cookie.ts')
  // The gates of late elements: loaded before hydrating only by a page that has some, and then
  // preloaded by the worker (src/elements/late-hydration.ts).
  const gatesFile = chunkOf.get(join(root, 'src/elements/registry/hydration-gates.client.ts'))
  if (!gatesFile) throw new Error('no chunk for src/elements/registry/hydration-gates.client.ts')
  return {
    client: href(entry.fileName),
    cartCookie: [...closure(cartCookieFile)].map(href),
    lateHydration: [...closure(gatesFile)].map(href),
    // Static imports of the entry: preloaded so the browser fetches them in parallel.
    preloads: entry.imports.map(href),
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
  // The element registry first (./element-registry.mjs): every build sees the current folders,
  // and an incomplete element stops it before the last build's files are gone.
  const { chunkGroups } = await generateElementRegistry()
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  await mkdir(join(root, 'build'), { recursive: true })
  const [scripts, css] = await Promise.all([buildClient(chunkGroups), buildStyles()])
  const buildId = hashOf(JSON.stringify({ scripts, css }))
  await writeFile(manifestPath, JSON.stringify({ buildId, ...scripts, css }, null, 2) + '\n')
  console.log(`build ${buildId} in ${Date.now() - started} ms`)
}

if (!process.argv.includes('--skip-first')) await Promise.all([build(), buildDemoImages()])

if (process.argv.includes('--watch')) {
  let timer
  watch(join(root, 'src'), { recursive: true }, (_event, file) => {
    if (!file || file.includes('.test.')) return
    clearTimeout(timer)
    timer = setTimeout(() => build().catch((error) => console.error(error.message)), 150)
  })
  console.log('watching src/ for changes')
}
