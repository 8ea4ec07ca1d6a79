type Primitive = string | number | boolean | null | undefined
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || (typeof value !== 'object' && typeof value !== 'function')

/**
 * The arguments of a translate call as a key, when they are primitives and flat objects of
 * primitives (`t('footer.copyright', { year, brand })`); null otherwise. The same key gives the
 * same text for one locale's texts: the worker remembers results by it, and the browser's first
 * render reads the texts of the server's render by it (src/app/services/translations.ts).
 */
export const translationKey = (args: readonly unknown[]): string | null => {
  for (const arg of args) {
    if (isPrimitive(arg)) continue
    if (typeof arg !== 'object' || Array.isArray(arg)) return null
    if (!Object.values(arg as object).every(isPrimitive)) return null
  }
  return JSON.stringify(args)
}
