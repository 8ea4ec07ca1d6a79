import type { PageSpec } from '../model'

/** The value types the brand page templates share. */

/** A demo media picture: the file's name (an SVG without extension) and its alternative text. */
export type Picture = readonly [name: string, alternative: string]

/**
 * A page's own fields (titles, description, layout, theme, social picture …); the template
 * gives it its place in the tree (key, parent, slug) and its content.
 */
export type PageMeta = Omit<PageSpec, 'key' | 'parent' | 'slug' | 'content' | 'popup'>
