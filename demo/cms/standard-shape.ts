import type { NavItem, PageJson, StandardPageJson } from './types'

/**
 * The project's page JSON cut down to what a standard EXT:headless installation answers
 * (../shared/typo3/page.json): none of this project's fields, `layout-0` for TYPO3's default
 * page layout, and breadcrumbs as EXT:headless's rootline menu (no permalink, no exception
 * flag). The reference site of README.md is compiled through it, so the storefront is tested
 * against nothing a plain installation would not send.
 */
export const toStandardPage = (page: PageJson, withI18n: boolean): StandardPageJson => {
  const {
    themeWorld: _themeWorld,
    draft: _draft,
    mandatoryText: _mandatoryText,
    popup: _popup,
    ecommerce: _ecommerce,
    i18n,
    ...standard
  } = page
  const { layout, backendLayout } = page.appearance
  return {
    ...standard,
    appearance: { layout: layout === 'default' ? 'layout-0' : layout, backendLayout },
    breadcrumbs: page.breadcrumbs.map(
      ({ title, link, target, active, current, spacer, hasSubpages }) => ({
        title,
        link,
        target,
        active,
        current,
        spacer,
        hasSubpages,
      }),
    ),
    ...(withI18n ? { i18n } : {}),
  }
}

/** A footer column of the project's shape as the entry of a footer menu TYPO3 would answer. */
export const footerMenuEntries = (group: { title: string; links: NavItem[] }): NavItem[] => {
  // Untitled links sit directly in the footer folder; a titled column is a page holding them,
  // which links to its first subpage (a TYPO3 shortcut page).
  if (!group.title) return group.links
  const first = group.links[0]
  return [
    {
      title: group.title,
      link: first?.link ?? '/',
      target: '',
      active: 0,
      current: 0,
      spacer: 0,
      hasSubpages: 1,
      children: group.links,
    },
  ]
}
