// The brand list for scripts, which run in Node without TypeScript: src/brands/brand.ts is its
// one source (its literal types give `Brand` to the TypeScript code), so it is compiled here
// with esbuild, as ./config-check.mjs compiles the sites registry, rather than copied.
import { join } from 'node:path'
import * as esbuild from 'esbuild'

const root = new URL('../..', import.meta.url).pathname

const bundle = await esbuild.build({
  entryPoints: [join(root, 'src/brands/brand.ts')],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  write: false,
  logLevel: 'silent',
})
const brand = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
)

/** src/brands/brand.ts's BRANDS, the house brand first. */
export const BRANDS = brand.BRANDS
