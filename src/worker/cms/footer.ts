import * as z from 'zod'
import type { FooterSource } from '../../brands/sites'
import type { CmsInitialData } from './cms-initial-data'
import { navItemSchema, type CmsNavItem } from './schemas'
import { toNavItem } from './normalise'

/**
 * The footer's link groups from the field of the initial data the site names (`cms.footer`,
 * src/brands/sites.ts). A missing or malformed field is a footer without links, never a failed
 * page: the footer is chrome, and the initial data's navigation is what the page cannot lack.
 */

const groupsSchema = z
  .array(z.object({ title: z.string().catch(''), links: z.array(navItemSchema).catch([]) }))
  .catch([])

const menuSchema = z.array(navItemSchema).catch([])

type FooterGroups = CmsInitialData['footer']

/**
 * A footer menu (a headless-menu answer): each entry with subpages is a column titled by the
 * entry, its subpages the links; entries without subpages share one untitled column, first, as
 * a flat footer menu (imprint, privacy, terms) is the most common kind.
 */
export const groupsOfMenu = (menu: readonly CmsNavItem[]): FooterGroups => {
  const loose = menu.filter((item) => item.children.length === 0)
  const columns = menu
    .filter((item) => item.children.length > 0)
    .map((item) => ({ title: item.title, links: item.children.map(toNavItem) }))
  return loose.length > 0 ? [{ title: '', links: loose.map(toNavItem) }, ...columns] : columns
}

export const footerOf = (initialData: unknown, source: FooterSource): FooterGroups => {
  const value: unknown =
    typeof initialData === 'object' && initialData !== null
      ? (initialData as Record<string, unknown>)[source.field]
      : undefined
  if (value === undefined) return []
  if (source.source === 'menu') return groupsOfMenu(menuSchema.parse(value))
  return groupsSchema.parse(value).map((group) => ({
    title: group.title,
    links: group.links.map(toNavItem),
  }))
}
