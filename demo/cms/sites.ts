import { litozinDe } from './content/litozin-de'
import type { SiteSpec } from './content/model'
import { queisserDe } from './content/queisser-de'
import { stozzonDe } from './content/stozzon-de'
import { vitalisAt } from './content/vitalis-at'
import { vitalisDe } from './content/vitalis-de'

/** Every demo site, by the id used in CMS URLs (/cms/<siteId>/…). */
export const SITE_SPECS: readonly SiteSpec[] = [
  vitalisDe,
  vitalisAt,
  litozinDe,
  queisserDe,
  stozzonDe,
]

export const SITE_IDS = SITE_SPECS.map((site) => site.id)
