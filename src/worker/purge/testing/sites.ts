import { parseSites } from '../../../brands/sites'

/** Two sites for the purge's unit tests: a German-English one and a German one. */
const site = (id: string, hostname: string, codes: string[]) => ({
  id,
  hostnames: [hostname],
  locales: codes.map((code, languageId) => ({
    code,
    languageId,
    twoLetterIsoCode: code,
    hreflang: `${code}-DE`,
  })),
  cms: { baseUrl: `https://cms.${hostname}` },
  shop: {
    baseUrl: `https://shop.${hostname}`,
    graphqlUrl: `https://shop.${hostname}/graphql`,
    storeViews: Object.fromEntries(codes.map((code) => [code, `${id.split('-')[0]}_${code}`])),
  },
})

export const testSites = parseSites({
  defaults: {
    defaultLocale: 'de',
    cms: { initialDataPath: '/?type=834', initialDataFallbackPath: '/initial-data.json' },
    cart: { defaultShippingCountry: 'DE', defaultShippingPostcode: '10115' },
    config: { rootCategoryId: 2 },
  },
  sites: [
    site('vitalis-de', 'www.vitalis.example', ['de', 'en']),
    site('litozin-de', 'www.litozin.example', ['de']),
  ],
})
