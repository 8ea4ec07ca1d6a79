/** A page of a menu element (menu_pages, menu_subpages, menu_sitemap) as EXT:headless sends it. */
export const menuPage = (title: string, link: string, extra: Record<string, unknown> = {}) => ({
  title,
  link,
  target: '',
  active: 0,
  current: 0,
  spacer: 0,
  hasSubpages: 0,
  ...extra,
})
