import * as z from 'zod'
import { parseFile, type CmsFile } from '../../lib/media'
import type { NavItem } from '../../lib/page'
import { flag, lenientText } from './fields'
import { headerFields } from './header-fields'

/** A menu entry of menu_pages, menu_subpages and menu_sitemap, plus what a card can show. */
export interface MenuItem extends NavItem {
  children: MenuItem[]
  /** The page's abstract, when the menu processor was set up to send it. */
  abstract: string
  /** The page's first media file, when sent (EXT:headless `media` of the menu item). */
  image: CmsFile | null
}

const itemFields = z.object({
  title: lenientText,
  link: z.string().min(1),
  target: lenientText,
  active: flag,
  current: flag,
  spacer: flag,
  abstract: lenientText,
  media: z.unknown().optional(),
  children: z.unknown().optional(),
})

/**
 * EXT:headless MenuProcessor output: `{ title, link, target, active, current, spacer,
 * hasSubpages, children? }` with 0/1 flags. Spacers and entries without a link are left out.
 */
export const parseMenu = (value: unknown): MenuItem[] =>
  Array.isArray(value) ? value.flatMap((entry) => toMenuItem(entry) ?? []) : []

const toMenuItem = (value: unknown): MenuItem | null => {
  const result = itemFields.safeParse(value)
  if (!result.success || result.data.spacer) return null
  const { title, link, target, active, current, abstract, media, children } = result.data
  const image = parseFile(Array.isArray(media) ? media[0] : media)
  return { title, link, target, active, current, abstract, image, children: parseMenu(children) }
}

export const menuSchema = z.unknown().optional().transform(parseMenu)

/** The content of the menu CTypes: header fields and the menu. */
export const menuContentSchema = z.object({ ...headerFields, menu: menuSchema })
export type MenuContent = z.output<typeof menuContentSchema>
