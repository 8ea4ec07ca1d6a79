/** Text folding shared by search and option values: lower case, no accents, ß → ss. */
export const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

/** The words of a text, as the search index tokenises it (HTML tags dropped). */
export const words = (text: string): string[] =>
  fold(text.replace(/<[^>]*>/g, ' '))
    .split(/[^a-z0-9µ]+/)
    .filter(Boolean)

const GERMAN = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', µ: 'u' } as const

/** A label as a url-key-like option value: "Vitalis Basis" → "vitalis-basis". */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[äöüßµ]/g, (ch) => GERMAN[ch as keyof typeof GERMAN])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
