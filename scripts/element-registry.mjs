// The element registry's generator: each content element type is defined once, in its folder
// (src/elements/<CType>/definition.ts, beside its <Name>Element.tsx and fixture.ts), and the maps
// the worker, the server and the browser read are derived from those folders into
// src/elements/registry/generated/. A generator, not a glob: wrangler's esbuild has no
// import.meta.glob, and the browser's map must name each chunk's dynamic import literally.
// scripts/build.mjs runs it before every build (npm start, npm test and npm run dev build first);
// test/lint/element-registry.test.ts fails when the committed files are stale.
// `node scripts/element-registry.mjs` writes them, `--check` only compares.
// A newcomer's walk through it: docs/adding-a-content-element.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { ElementRegistryError, readElementFolders } from './lib/element-folders.mjs'
import { browserSource, elementsSource, serverSource } from './lib/element-registry-sources.mjs'

export { ElementRegistryError }

const ROOT = new URL('..', import.meta.url).pathname

/**
 * The chunk groups an element's definition may name (`chunk`): the CTypes of a group are bundled
 * as one chunk (scripts/build.mjs), and src/elements/late-hydration.ts counts them as one. In this
 * order, each with why it exists:
 * - `content`: the content elements nearly every page shows, with their shared helpers: a long
 *   content page shows a dozen of them, and a chunk each (most a few hundred bytes) cost a round
 *   trip each on a phone; together they are a few KB gzip. With them the heading levels every
 *   element with a heading imports (on its own, a chunk of 200 bytes).
 * - `content-more`: those of longer articles and legal pages (tables, downloads, the sitemap,
 *   containers, raw HTML): one more chunk where a page shows any of them, and about 1.5 KB gzip
 *   less on the pages that show none (the home page, the listing).
 * - `hero`: the hero banner element with the banner and its search, which the error page (a
 *   chunk of its own, src/app/error-page-on-demand.tsx) shows too: one chunk for the pages that
 *   show a hero, where automatic chunking would make the shared banner a chunk of its own.
 */
export const CHUNK_GROUP_NAMES = ['content', 'content-more', 'hero']

/** The files written, relative to the root. */
export const GENERATED_FILES = {
  elements: 'src/elements/registry/generated/elements.ts',
  server: 'src/elements/registry/generated/server.ts',
  browser: 'src/elements/registry/generated/browser.ts',
}

/**
 * In this repository's prettier style, as `npx prettier --check .` wants them (its own, also
 * for another root: the test's trees).
 */
const formatted = async (file, source) => {
  const prettier = await import('prettier')
  const options = (await prettier.resolveConfig(join(ROOT, file))) ?? {}
  return prettier.format(source, { ...options, filepath: join(ROOT, file) })
}

/**
 * Reads every src/elements/<CType>/definition.ts under `root` and writes the generated files
 * (only those whose text changed); with `check`, writes nothing and throws if one is stale.
 * Throws an ElementRegistryError naming each element that is incomplete. Returns the elements,
 * the chunk groups (group → CTypes, in CHUNK_GROUP_NAMES' order) and the files it wrote.
 */
export const generateElementRegistry = async ({ root = ROOT, check = false } = {}) => {
  const { elements, problems } = readElementFolders(root, CHUNK_GROUP_NAMES)
  if (problems.length > 0) throw new ElementRegistryError(problems)
  const chunkGroups = Object.fromEntries(
    CHUNK_GROUP_NAMES.map((group) => [
      group,
      elements.filter((element) => element.chunk === group).map((element) => element.type),
    ]),
  )
  const sources = {
    [GENERATED_FILES.elements]: elementsSource(elements, chunkGroups),
    [GENERATED_FILES.server]: serverSource(elements),
    [GENERATED_FILES.browser]: browserSource(elements, chunkGroups),
  }
  const written = []
  const stale = []
  for (const [file, source] of Object.entries(sources)) {
    const text = await formatted(file, source)
    const path = join(root, file)
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue
    if (check) {
      stale.push(`${file} is stale: run \`node scripts/element-registry.mjs\` (a build does)`)
      continue
    }
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
    written.push(file)
  }
  if (stale.length > 0) throw new ElementRegistryError(stale)
  return { elements, chunkGroups, written }
}

if (process.argv[1] && relative(process.argv[1], new URL(import.meta.url).pathname) === '') {
  const check = process.argv.includes('--check')
  try {
    const { elements, written } = await generateElementRegistry({ check })
    const outcome = check ? 'up to date' : `${written.length} file(s) written`
    console.log(`element registry: ${elements.length} elements, ${outcome}`)
  } catch (error) {
    console.error(error.message)
    process.exitCode = 1
  }
}
