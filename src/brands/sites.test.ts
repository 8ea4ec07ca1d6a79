import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'
import { pageLinkFor } from './page-links'
import fc from 'fast-check'
import { describeProblems, findInvalidSite, findSite, parseSites, readSites } from './sites'
import { storeViewOf } from './store-view'

const site = (overrides: Record<string, unknown> = {}) => ({
  id: 'vitalis-de',
  hostnames: ['localhost'],
  locales: [{ code: 'de', languageId: 0, twoLetterIsoCode: 'de', hreflang: 'de-DE' }],
  defaultLocale: 'de',
  cms: {
    baseUrl: 'http://127.0.0.1:8788/cms/vitalis-de',
    initialDataPath: '/?type=834',
    initialDataFallbackPath: '/initial-data.json',
  },
  shop: {
    baseUrl: 'http://127.0.0.1:8788',
    graphqlUrl: 'http://127.0.0.1:8788/graphql',
    storeViews: { de: 'vitalis_de' },
  },
  cart: { defaultShippingCountry: 'DE', defaultShippingPostcode: '10115' },
  config: { rootCategoryId: 2 },
  ...overrides,
})

describe('parseSites', () => {
  it('fills defaults: brand vitalis, country de, cache TTLs, page links', () => {
    const [parsed] = parseSites({ sites: [site()] })
    expect(parsed).toMatchObject({
      brand: 'vitalis',
      country: 'de',
      cache: { ttlSeconds: 60 },
      pageLinks: { cart: '/cart' },
    })
  })
  it('merges `defaults` under every site, one level deep', () => {
    const [parsed] = parseSites({
      defaults: { config: { rootCategoryId: 7, timezone: 'Europe/Vienna' } },
      sites: [site({ config: { rootCategoryId: 9 } })],
    })
    expect(parsed?.config).toEqual({ rootCategoryId: 9, timezone: 'Europe/Vienna' })
  })
  it('rejects an unknown brand, a default locale that is not a locale, and duplicate hostnames', () => {
    expect(() => parseSites({ sites: [site({ brand: 'acme' })] })).toThrow(/brand/)
    expect(() => parseSites({ sites: [site({ defaultLocale: 'fr' })] })).toThrow(/defaultLocale/)
    expect(() => parseSites({ sites: [site(), site({ id: 'b' })] })).toThrow(
      /localhost is listed by site vitalis-de too/,
    )
  })
  it('defaults the time zone to Europe/Berlin and rejects one Intl does not know', () => {
    expect(parseSites({ sites: [site()] })[0]?.config.timezone).toBe('Europe/Berlin')
    expect(() =>
      parseSites({ sites: [site({ config: { rootCategoryId: 2, timezone: 'Europe/Atlantis' } })] }),
    ).toThrow(/time zone/)
  })
  it('maps every locale to a store view, and refuses a missing, stray or malformed one', () => {
    const twoLocales = {
      locales: [
        { code: 'de', languageId: 0, twoLetterIsoCode: 'de', hreflang: 'de-DE' },
        { code: 'en', languageId: 1, twoLetterIsoCode: 'en', hreflang: 'en-DE' },
      ],
    }
    const withViews = (storeViews: Record<string, string>) =>
      site({ ...twoLocales, shop: { ...site().shop, storeViews } })
    const [parsed] = parseSites({ sites: [withViews({ de: 'vitalis_de', en: 'vitalis_en' })] })
    expect(parsed && storeViewOf(parsed, 'en')).toBe('vitalis_en')
    expect(parsed && storeViewOf(parsed, 'fr')).toBe('vitalis_de')
    expect(() => parseSites({ sites: [withViews({ de: 'vitalis_de' })] })).toThrow(
      /no store view for locale en/,
    )
    expect(() =>
      parseSites({ sites: [withViews({ de: 'vitalis_de', en: 'vitalis_en', fr: 'vitalis_fr' })] }),
    ).toThrow(/names fr, which is not one of its locales/)
    expect(() =>
      parseSites({ sites: [withViews({ de: 'vitalis_de', en: 'Vitalis English' })] }),
    ).toThrow(/store view code/)
    const { storeViews: _dropped, ...withoutViews } = site().shop
    expect(() => parseSites({ sites: [site({ shop: withoutViews })] })).toThrow(/storeViews/)
  })
  it('rejects a CMS URL that is not http(s)', () => {
    expect(() =>
      parseSites({ sites: [site({ cms: { ...site().cms, baseUrl: 'javascript:alert(1)' } })] }),
    ).toThrow()
  })
})

describe('readSites: one site at a time', () => {
  const { storeViews: _dropped, ...shopWithoutViews } = site().shop
  const litozin = site({ id: 'litozin-de', hostnames: ['litozin.localhost'], brand: 'litozin' })
  const broken = site({
    id: 'queisser-de',
    hostnames: ['queisser.localhost'],
    shop: shopWithoutViews,
  })

  it('serves the valid sites and names the invalid one with its field', () => {
    const reading = readSites({ sites: [site(), broken, litozin] })
    expect(reading.sites.map((each) => each.id)).toEqual(['vitalis-de', 'litozin-de'])
    expect(reading.invalid).toEqual([
      {
        id: 'queisser-de',
        hostnames: ['queisser.localhost'],
        problems: [{ field: 'shop.storeViews', message: expect.any(String) as string }],
      },
    ])
    expect(describeProblems(reading)).toEqual([
      expect.stringMatching(/^site queisser-de: shop\.storeViews: /),
    ])
    expect(findInvalidSite(reading, 'Queisser.localhost:8787')?.id).toBe('queisser-de')
    expect(findInvalidSite(reading, 'localhost')).toBeUndefined()
  })

  it('names an entry without an id by its place in the list', () => {
    const { id: _id, ...withoutId } = litozin
    const reading = readSites({ sites: [site(), withoutId] })
    expect(reading.invalid[0]).toMatchObject({ id: 'sites[1]', hostnames: ['litozin.localhost'] })
    expect(reading.invalid[0]?.problems.map((problem) => problem.field)).toEqual(['id'])
  })

  it('refuses the hostname typos operators make, and folds case and spaces', () => {
    for (const typo of [
      'https://www.vitalis.de',
      'www.vitalis.de:443',
      'www.vitalis.de/',
      'www vitalis.de',
      '',
    ])
      expect(describeProblems(readSites({ sites: [site({ hostnames: [typo] })] })), typo).toEqual([
        expect.stringMatching(/^site vitalis-de: hostnames\[0\]: /),
      ])
    const [folded] = parseSites({ sites: [site({ hostnames: [' WWW.Vitalis.DE '] })] })
    expect(folded?.hostnames).toEqual(['www.vitalis.de'])
  })

  it('keeps a hostname or an id with the first site to list it', () => {
    const reading = readSites({
      sites: [site(), site({ id: 'vitalis-de', hostnames: ['other.localhost'] }), litozin],
    })
    expect(reading.sites.map((each) => each.id)).toEqual(['vitalis-de', 'litozin-de'])
    expect(describeProblems(reading)).toEqual([
      'site vitalis-de: id: vitalis-de is the id of an earlier site',
    ])
    const stolen = readSites({
      sites: [site(), site({ id: 'b', hostnames: ['localhost', 'b.localhost'] })],
    })
    expect(findSite(stolen.sites, 'localhost')?.id).toBe('vitalis-de')
    expect(findInvalidSite(stolen, 'b.localhost')?.id).toBe('b')
  })

  it('wants a per-locale page link for every locale of the site', () => {
    const reading = readSites({
      sites: [site({ pageLinks: { cart: { eng: '/cart' } } })],
    })
    expect(describeProblems(reading)).toEqual([
      'site vitalis-de: pageLinks.cart: names no path for locale de',
    ])
  })

  it('answers a registry that is not one with registry problems, never by throwing', () => {
    expect(readSites('{"sites": [').registryProblems).toEqual([expect.stringMatching(/^not JSON/)])
    expect(readSites({ defaults: {} }).registryProblems).toEqual([
      expect.stringMatching(/^sites: /),
    ])
    expect(readSites({ sites: [] }).registryProblems).toHaveLength(1)
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const reading = readSites(raw)
        expect(
          reading.sites.length + reading.invalid.length + reading.registryProblems.length,
        ).toBeGreaterThan(0)
      }),
    )
  })
})

describe('findSite', () => {
  const sites = parseSites({
    sites: [site(), site({ id: 'litozin-de', hostnames: ['litozin.localhost'], brand: 'litozin' })],
  })
  it('matches the hostname without port, case-insensitively', () => {
    expect(findSite(sites, 'LITOZIN.localhost:8787')?.id).toBe('litozin-de')
  })
  it('finds nothing for an unknown hostname', () => {
    expect(findSite(sites, 'evil.example')).toBeUndefined()
  })
})

describe('wrangler.toml sites', () => {
  for (const environment of [undefined, 'staging', 'production']) {
    it(`validates in the ${environment ?? 'development'} environment`, () => {
      const config = unstable_readConfig({ config: 'wrangler.toml', env: environment })
      const sites = parseSites(config.vars.SITES)
      expect(sites.length).toBeGreaterThan(0)
    })
  }
  it('ships the local development hostnames of every brand', () => {
    const sites = parseSites(unstable_readConfig({ config: 'wrangler.toml' }).vars.SITES)
    const byHost = (host: string) => findSite(sites, host)
    expect(byHost('localhost')).toMatchObject({ brand: 'vitalis', country: 'de' })
    expect(byHost('localhost')?.locales.map((locale) => locale.code)).toEqual(['de', 'en'])
    expect(byHost('at.localhost')).toMatchObject({ brand: 'vitalis', country: 'at' })
    // The Austrian site shows its dates in Vienna's time (src/lib/format-date.ts), the others Berlin's.
    expect(byHost('at.localhost')?.config.timezone).toBe('Europe/Vienna')
    expect(byHost('localhost')?.config.timezone).toBe('Europe/Berlin')
    expect(byHost('litozin.localhost')?.brand).toBe('litozin')
    expect(byHost('queisser.localhost')?.brand).toBe('queisser')
    expect(byHost('stozzon.localhost')?.brand).toBe('stozzon')
  })
  it('serves the standard EXT:headless reference site with its footer from a footer menu', () => {
    const sites = parseSites(unstable_readConfig({ config: 'wrangler.toml' }).vars.SITES)
    expect(findSite(sites, 'typo3.localhost')?.cms.footer).toEqual({
      source: 'menu',
      field: 'footerNavigation',
    })
    // Every other site keeps the project's own footer field: the schema's default.
    expect(findSite(sites, 'localhost')?.cms.footer).toEqual({ source: 'groups', field: 'footer' })
  })
})

describe('pageLinkFor', () => {
  const [parsed] = parseSites({
    sites: [site({ pageLinks: { cart: { de: '/warenkorb', en: '/cart' }, login: '/login' } })],
  })
  it('picks the per-locale path when the link names one per locale', () => {
    expect(pageLinkFor(parsed!.pageLinks, 'cart', 'en')).toBe('/cart')
    expect(pageLinkFor(parsed!.pageLinks, 'cart', 'de')).toBe('/warenkorb')
  })
  it('uses a single path for every locale, and defaults the ones not configured', () => {
    expect(pageLinkFor(parsed!.pageLinks, 'login', 'en')).toBe('/login')
    expect(pageLinkFor(parsed!.pageLinks, 'privacy', 'de')).toBe('/privacy')
  })
})
