// What every brand of src/brands/brand.ts needs besides its name in the list: the files that
// stay per brand (a theme, a logo, sites, the demo's shop and CMS site) are held to the list here,
// so a brand added or renamed in one place and forgotten in another fails with its name
// (docs/adding-a-brand.md says what each holds).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'
import { SITE_SPECS } from '../demo/cms/sites'
import { PALETTES } from '../demo/media/palettes'
import { buildCatalogue } from '../demo/scripts/catalogue.mjs'
import { STORES } from '../demo/shop/stores'
import { BRANDS } from '../src/brands/brand'
import { BRAND_NAMES } from '../src/brands/brand-names'
import { Logo } from '../src/brands/Logo'
import { parseSites } from '../src/brands/sites'
import { BRANDS as BUILT_BRANDS } from './lib/brands.mjs'

const root = join(import.meta.dirname, '..')
const themes = join(root, 'src/brands/themes')

/** The brands the sites of an environment of wrangler.toml serve. */
const brandsServedIn = (environment?: string): Set<string> =>
  new Set(
    parseSites(
      unstable_readConfig({ config: join(root, 'wrangler.toml'), env: environment }).vars.SITES,
    ).map((site) => site.brand),
  )
const local = brandsServedIn()
const production = brandsServedIn('production')
const catalogued = new Set(buildCatalogue().map((brand) => brand.store))

describe('the brand list', () => {
  it('is the one the build makes a stylesheet of each for (scripts/lib/brands.mjs)', () => {
    expect(BUILT_BRANDS).toEqual(BRANDS)
  })

  it('has a brand for every theme file, none left over', () => {
    const files = readdirSync(themes).filter((file) => file.endsWith('.css'))
    expect(files.map((file) => file.replace(/\.css$/, '')).sort()).toEqual([...BRANDS].sort())
  })
})

/** A soft check: a brand missing several of its files hears of all of them at once. */
const has = (present: boolean, missing: string) => expect.soft(present, missing).toBe(true)

describe.each(BRANDS)('brand %s', (brand) => {
  it('has its theme, src/brands/themes/<brand>.css', () => {
    has(existsSync(join(themes, `${brand}.css`)), `no src/brands/themes/${brand}.css`)
  })

  it('has its name and logo (src/brands/brand-names.ts, Logo.tsx)', () => {
    has(Boolean(BRAND_NAMES[brand]), `no name of ${brand} in src/brands/brand-names.ts`)
    const logo = renderToStaticMarkup(createElement(Logo, { brand }))
    has(logo.includes(`sf-logo--${brand}`), `no logo of ${brand} in src/brands/Logo.tsx`)
  })

  it('has a site in wrangler.toml, locally and in production', () => {
    has(local.has(brand), `no local site of ${brand} in wrangler.toml`)
    has(production.has(brand), `no [env.production] site of ${brand} in wrangler.toml`)
  })

  it('has its demo shop, catalogue, CMS site and picture palette', () => {
    has(
      STORES.some((store) => store.code === brand),
      `no store ${brand} in demo/shop/stores.ts`,
    )
    has(catalogued.has(brand), `no ${brand} in demo/scripts/catalogue-content.mjs`)
    has(
      SITE_SPECS.some((site) => site.brand === brand),
      `no site of ${brand} in demo/cms/sites.ts`,
    )
    has(brand in PALETTES, `no palette of ${brand} in demo/media/palettes.ts`)
  })
})
