/** Joins the truthy class names: cx('a', cond && 'b'). */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ')

/** A CMS value made safe to use inside a class name ('extra large' → 'extra-large'). */
export const classToken = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
