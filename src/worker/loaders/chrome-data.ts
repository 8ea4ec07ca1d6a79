import type { SiteConfig } from '../../brands/sites'
import type { InitialData, NavItem } from '../../lib'
import type { CmsInitialData } from '../cms/cms-initial-data'
import { localeTexts } from './interface-texts'

/**
 * The levels of the navigation the header shows (src/app/chrome/PrimaryNav.tsx): the root's
 * children, and theirs in each dropdown. Deeper pages of a real site tree are never rendered by
 * the chrome; a page carries what it shows (DESIGN.md section 4), so they stay on the server.
 */
export const CHROME_NAV_LEVELS = 2

const toDepth = (items: readonly NavItem[], levels: number): NavItem[] =>
  items.map((item) => ({ ...item, children: levels > 0 ? toDepth(item.children, levels - 1) : [] }))

export interface ChromeData {
  /** What the page carries to the browser (bootstrap, and the payload of a locale change). */
  initialData: InitialData
  /** The locale's interface texts, which the server's render translates with. */
  texts: Record<string, string>
}

/**
 * A locale's initial data as pages carry it: the navigation the header shows (the first root,
 * which the header reads, with its two levels), the footer's links without subpages (the footer
 * lists links, not trees), the languages, and the address of the locale's texts in place of the
 * texts themselves (./interface-texts.ts). The client router keeps the first page's initial data
 * for every later page of the locale: the chrome is the same on all of them.
 */
export const chromeData = (cms: CmsInitialData, site: SiteConfig, locale: string): ChromeData => {
  const texts = localeTexts(cms.texts, site, locale)
  const root = cms.navigation[0]
  return {
    initialData: {
      navigation: root ? toDepth([root], CHROME_NAV_LEVELS) : [],
      i18n: cms.i18n,
      textsUrl: texts.url,
      footer: cms.footer.map((group) => ({ ...group, links: toDepth(group.links, 0) })),
    },
    texts: texts.texts,
  }
}
