import type { TFunction } from 'i18next'
import { fallbackT } from '../../lib/i18n'
import { loadOnce } from '../../lib/load-once'
import { translationKey } from '../../lib/translation-key'

/**
 * Where a page's texts come from. The worker translates with i18next and records the result of
 * every call its render made; the snapshot carries those results, and the browser's first render
 * reads them back, so it shows exactly the server's texts without loading i18next (about 16 KB
 * of a first page's JavaScript). A plain text the render did not show (a state the browser
 * reaches, such as the empty cart) is read from the CMS texts as i18next would read it. i18next
 * loads when a page needs more: with the first cart action, before a client navigation, or for
 * a text with interpolation nobody recorded, which shows its fallback until i18next has arrived
 * and the page renders again.
 */
export type TextsOf = Record<string, string>

export interface Translations {
  /** The translate function of a locale's texts, the same function until what it knows changes. */
  translator(locale: string, texts: TextsOf): TFunction
  /** Resolves once every text can be translated (i18next is there). */
  load(): Promise<void>
  /** Called when translator() would answer with a new function (i18next arrived). */
  subscribe(listener: () => void): () => void
  /** The text of every call translated so far, by translationKey: for the browser's snapshot. */
  recorded(): TextsOf
}

type Translate = (...args: unknown[]) => unknown
const asTFunction = (translate: Translate) => translate as unknown as TFunction

/** Remembers the last answer, so that a render with the same inputs gets the same function. */
const lastOf = <T>(make: (locale: string, texts: TextsOf, generation: number) => T) => {
  let last: { locale: string; texts: TextsOf; generation: number; value: T } | null = null
  return (locale: string, texts: TextsOf, generation: number): T => {
    if (last?.locale !== locale || last.texts !== texts || last.generation !== generation)
      last = { locale, texts, generation, value: make(locale, texts, generation) }
    return last.value
  }
}

/** The worker's: i18next for every call (`translate`), each result recorded. */
export const createServerTranslations = (
  translate: (locale: string, texts: TextsOf) => TFunction,
): Translations => {
  const recorded: TextsOf = {}
  const recording = lastOf((locale, texts) => {
    const t = translate(locale, texts) as unknown as Translate
    // A render makes the same calls again and again: answered from the record, each costs one
    // key (one render translates one locale's texts, so the record holds only those).
    return asTFunction((...args) => {
      const key = translationKey(args)
      if (key !== null && Object.hasOwn(recorded, key)) return recorded[key]
      const text = t(...args)
      if (key !== null && typeof text === 'string') recorded[key] = text
      return text
    })
  })
  return {
    translator: (locale, texts) => recording(locale, texts, 0),
    load: () => Promise.resolve(),
    subscribe: () => () => undefined,
    recorded: () => recorded,
  }
}

type CreateI18n = (locale: string, texts: TextsOf) => { t: TFunction }

const loadI18next = (): Promise<CreateI18n> =>
  import('../../lib/create-i18n').then((module) => module.createI18n)

/** What i18next adds to a text: interpolation (`{{name}}`) and nesting (`$t(key)`). */
const NEEDS_I18NEXT = /\{\{|\$t\(/

/**
 * The text of a plain call, `t(key)` or `t(key, fallback)` with a fallback as a string or as
 * `{ defaultValue }` alone, whose text needs no interpolation: the CMS text, else the fallback,
 * exactly as i18next answers it (flat keys, no fallback language). Null for anything else.
 */
const plainText = (texts: TextsOf, args: unknown[]): string | null => {
  const [key, fallback] = args
  if (typeof key !== 'string' || args.length > 2) return null
  const options = typeof fallback === 'object' && fallback !== null ? fallback : null
  if (options && Object.keys(options).some((name) => name !== 'defaultValue')) return null
  const text = (fallbackT as unknown as (...args: unknown[]) => string)(key, texts[key] ?? fallback)
  return NEEDS_I18NEXT.test(text) ? null : text
}

export interface BrowserTranslationsOptions {
  /** The locale and texts of the server's render, which `recorded` belongs to. */
  locale: string
  texts: TextsOf
  recorded: TextsOf
  load?: () => Promise<CreateI18n>
  /** Tells of an i18next chunk that failed to load; texts then stay as they are. */
  onLoadError?: (error: unknown) => void
}

/** The browser's: the server's recorded texts first, i18next from the first text they lack. */
export const createBrowserTranslations = ({
  locale: firstLocale,
  texts: firstTexts,
  recorded,
  load = loadI18next,
  onLoadError = (error) => console.error('texts: i18next did not load', error),
}: BrowserTranslationsOptions): Translations => {
  let createI18n: CreateI18n | null = null
  let generation = 0
  // A text the first render lacks asks for i18next once; after a failed load, only an explicit
  // load() (the next navigation or cart action) tries again, not every render.
  let requested = false
  const listeners = new Set<() => void>()
  const loadI18n = loadOnce(async () => {
    createI18n = await load()
    generation += 1
    for (const listener of listeners) listener()
  })
  const i18nextT = lastOf((locale, texts) => createI18n!(locale, texts).t as unknown as Translate)
  const translator = lastOf((locale, texts) =>
    asTFunction((...args) => {
      // Asked at call time, so a function handed out earlier (to the cart actions) is up to date.
      if (createI18n) return i18nextT(locale, texts, generation)(...args)
      const key = translationKey(args)
      if (locale === firstLocale && texts === firstTexts && key !== null && key in recorded)
        return recorded[key]
      const plain = plainText(texts, args)
      if (plain !== null) return plain
      if (!requested) {
        requested = true
        loadI18n().catch(onLoadError)
      }
      return (fallbackT as unknown as Translate)(...args)
    }),
  )
  return {
    translator: (locale, texts) => translator(locale, texts, generation),
    load: loadI18n,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    recorded: () => recorded,
  }
}
