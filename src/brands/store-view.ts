import type { SiteConfig } from './sites'

/*
 * Apart from the registry (./sites.ts) because the browser's first script asks it for every shop
 * request: importing it from there would bring zod and the registry's schemas, defined when the
 * module loads, into that script, before ../lib/zod-jitless.ts can switch zod's eval probe off
 * (the page's CSP refuses the probe).
 */

/**
 * The store view of a locale of the site. The registry guarantees one for each of its locales;
 * another code (no locale of this site) gets the default locale's, as the page does.
 */
export const storeViewOf = (
  site: Pick<SiteConfig, 'defaultLocale'> & { shop: Pick<SiteConfig['shop'], 'storeViews'> },
  locale: string,
): string => site.shop.storeViews[locale] ?? site.shop.storeViews[site.defaultLocale] ?? ''
