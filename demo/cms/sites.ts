import { litozinDe } from './content/litozin-de'
import type { SiteSpec } from './content/model'
import { queisserDe } from './content/queisser-de'
import { stozzonDe } from './content/stozzon-de'
import { typo3Standard } from './content/typo3-standard'
import { vitalisAt } from './content/vitalis-at'
import { vitalisDe } from './content/vitalis-de'

/** The brand demo sites, by the id used in CMS URLs (/cms/<siteId>/…): EXT:headless plus project fields. */
export const SITE_SPECS: readonly SiteSpec[] = [
  vitalisDe,
  vitalisAt,
  litozinDe,
  queisserDe,
  stozzonDe,
]

/**
 * The reference site of a plain EXT:headless installation (`shape: 'standard'`): what the
 * storefront must render fully with nothing but its site configuration (README.md).
 */
export const STANDARD_SITE_SPEC: SiteSpec = typo3Standard

/** Every site the demo CMS serves. */
export const SERVED_SITE_SPECS: readonly SiteSpec[] = [...SITE_SPECS, STANDARD_SITE_SPEC]

export const SITE_IDS = SERVED_SITE_SPECS.map((site) => site.id)
