// The brand list for scripts, which run in Node without TypeScript: src/brands/brand.ts is its
// one source (its literal types give `Brand` to the TypeScript code), so it is compiled here, as
// ./config-check.mjs compiles the sites registry, rather than copied.
import { importTypeScript } from './import-typescript.mjs'

const brand = await importTypeScript('src/brands/brand.ts')

/** src/brands/brand.ts's BRANDS, the house brand first. */
export const BRANDS = brand.BRANDS
