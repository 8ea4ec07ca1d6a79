/**
 * React's server renderer hoists resources (a priority image's `<link rel=preload>`, `<meta>`,
 * `<title>`) to the start of the root it renders, and React skips them when it hydrates. The
 * browser's preact/compat would take such a link for the root's first child and rebuild the
 * page, so they move to <head>, where they belong, before hydrating. Browser only.
 */
export const HOISTED_RESOURCES = ':scope > link, :scope > meta, :scope > title'

export const moveHoistedResourcesToHead = (root: HTMLElement): void => {
  for (const hoisted of root.querySelectorAll(HOISTED_RESOURCES))
    root.ownerDocument.head.appendChild(hoisted)
}
