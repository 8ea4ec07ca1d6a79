import type { Breadcrumb } from '../../lib/page'

/**
 * SPEC.md section 2 'Breadcrumbs': exception entries are never shown, the first entry (the site
 * root) only when asked for. Returns the entries to show, or [] when one or none would remain,
 * since a single crumb is not a trail worth a bar.
 */
export const visibleBreadcrumbs = (items: Breadcrumb[], showFirst = false): Breadcrumb[] => {
  const shown = items.filter((item, index) => !item.exception && (showFirst || index > 0))
  return shown.length > 1 ? shown : []
}
