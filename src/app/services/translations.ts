import type { TFunction } from 'i18next'
import { fallbackT } from '../../lib/i18n'
import { loadOnce } from '../../lib/load-once'
import { translationKey } from '../../lib/translation-key'

/**
 * Where a page's texts come from. The worker translates with i18next and records the result of
 * every call its render made; the snapshot carries those results, and the browser's first render
 * reads them back, so it shows exactly the server's texts without loading i18next (about 16 KB
 * of a first page's JavaScript) and without the locale's texts (about 30 KB, 491 of them, where
 * a home page uses 15). The page carries what it shows (DESIGN.md section 4).
 *
 * The rest of a locale's texts is one JSON file, named by its content (InitialData.textsUrl,
 * src/worker/routes/texts.ts): cached for good by the browser, the same for every page of the
 * locale. It is fetched before anything can need it: with a client navigation's payload (the
 * router's `prepare`, which a prefetch runs too, so a page fetched ahead renders with its texts
 * and without a request), with the first cart or account action (their messages), and on the
 * shopper's first interaction with the page (a form's validation messages, a dialog). A text
 * asked for before its file is there (nothing planned for) asks for the file and i18next and
 * shows its fallback meanwhile; the page renders again once they arrived. Chosen over texts
 * in each payload because the worker learns which texts a page uses only by rendering it, and a
 * payload is not rendered: a list per element type would drift from the code, a file cannot.
 */
export type TextsOf = Record<string, string>

export interface Translations {
  /**
   * The translate function of a locale's texts (named by their file, InitialData.textsUrl), the
   * same function until what it knows changes.
   */
  translator(locale: string, textsUrl: string): TFunction
  /**
   * Resolves once every text of the file (by default the last render's) can be translated:
   * i18next and the texts are there.
   */
  load(textsUrl?: string): Promise<void>
  /** Fetches the texts file (by default the last render's) ahead, without i18next. */
  preload(textsUrl?: string): void
  /** The texts of the file (by default the last render's), {} until they are there. */
  texts(textsUrl?: string): Readonly<TextsOf>
  /** Called when translator() would answer with a new function (i18next or texts arrived). */
  subscribe(listener: () => void): () => void
  /** The text of every call translated so far, by translationKey: for the browser's snapshot. */
  recorded(): TextsOf
}

type Translate = (...args: unknown[]) => unknown
const asTFunction = (translate: Translate) => translate as unknown as TFunction

/** Remembers the last answer, so that a render with the same inputs gets the same function. */
const lastOf = <T>(make: (locale: string, textsUrl: string, generation: number) => T) => {
  let last: { locale: string; textsUrl: string; generation: number; value: T } | null = null
  return (locale: string, textsUrl: string, generation: number): T => {
    if (last?.locale !== locale || last.textsUrl !== textsUrl || last.generation !== generation)
      last = { locale, textsUrl, generation, value: make(locale, textsUrl, generation) }
    return last.value
  }
}

/**
 * The worker's: i18next for every call (`translate`, given the texts' file name, which names
 * their content), each result recorded. One render translates one locale's `texts`.
 */
export const createServerTranslations = (
  translate: (locale: string, textsUrl: string) => TFunction,
  texts: Readonly<TextsOf> = {},
): Translations => {
  const recorded: TextsOf = {}
  const recording = lastOf((locale, textsUrl) => {
    const t = translate(locale, textsUrl) as unknown as Translate
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
    translator: (locale, textsUrl) => recording(locale, textsUrl, 0),
    load: () => Promise.resolve(),
    preload: () => undefined,
    texts: () => texts,
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

/** The same object every time: the shop's message templates are made once per texts object. */
const NO_TEXTS: Readonly<TextsOf> = Object.freeze({})

/** The texts file of a locale (src/worker/routes/texts.ts), cached by the browser for good. */
const fetchTextsFile = async (textsUrl: string): Promise<TextsOf> => {
  const response = await fetch(textsUrl, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`texts: ${textsUrl} answered ${response.status}`)
  return (await response.json()) as TextsOf
}

export interface BrowserTranslationsOptions {
  /** The locale and texts file of the server's render, which `recorded` belongs to. */
  locale: string
  textsUrl: string
  recorded: TextsOf
  load?: () => Promise<CreateI18n>
  fetchTexts?: (textsUrl: string) => Promise<TextsOf>
  /** Tells of an i18next chunk or a texts file that failed to load; texts then stay as they are. */
  onLoadError?: (error: unknown) => void
}

/** The browser's: the server's recorded texts first, the texts file and i18next when they lack one. */
export const createBrowserTranslations = ({
  locale: firstLocale,
  textsUrl: firstUrl,
  recorded,
  load = loadI18next,
  fetchTexts = fetchTextsFile,
  onLoadError = (error) => console.error('texts: did not load', error),
}: BrowserTranslationsOptions): Translations => {
  let createI18n: CreateI18n | null = null
  let generation = 0
  /** The file of the last render's texts: what the actions and a plain load() mean. */
  let current = firstUrl
  const files = new Map<string, TextsOf>()
  const fileLoads = new Map<string, () => Promise<void>>()
  // A text a render lacks asks once for what it needs: its file, or i18next for a text with
  // interpolation. After a failed load, only an explicit load() (the next navigation or cart
  // action) or preload tries again, not every render.
  const requestedFiles = new Set<string>()
  let requestedI18n = false
  // Files a render showed a fallback for: their arrival renders the page again. A file fetched
  // ahead that no render has missed yet arrives silently (the functions read it at call time).
  const missed = new Set<string>()
  const listeners = new Set<() => void>()
  const changed = () => {
    generation += 1
    for (const listener of listeners) listener()
  }
  const loadI18n = loadOnce(async () => {
    createI18n = await load()
    changed()
  })
  const loadFile = (textsUrl: string): Promise<void> => {
    let loadIt = fileLoads.get(textsUrl)
    if (!loadIt) {
      loadIt = loadOnce(async () => {
        files.set(textsUrl, await fetchTexts(textsUrl))
        if (missed.delete(textsUrl)) changed()
      })
      fileLoads.set(textsUrl, loadIt)
    }
    return loadIt()
  }
  const loadAll = async (textsUrl: string) => {
    await Promise.all([loadI18n(), loadFile(textsUrl)])
  }
  const i18nextT = lastOf(
    (locale, textsUrl) => createI18n!(locale, files.get(textsUrl)!).t as unknown as Translate,
  )
  const translator = lastOf((locale, textsUrl) =>
    asTFunction((...args) => {
      const key = translationKey(args)
      if (locale === firstLocale && textsUrl === firstUrl && key !== null && key in recorded)
        return recorded[key]
      // Asked at call time, so a function handed out earlier (to the cart actions) is up to date.
      const texts = files.get(textsUrl)
      if (texts && createI18n) return i18nextT(locale, textsUrl, generation)(...args)
      const plain = texts ? plainText(texts, args) : null
      if (plain !== null) return plain
      if (!texts && !requestedFiles.has(textsUrl)) {
        requestedFiles.add(textsUrl)
        missed.add(textsUrl)
        loadFile(textsUrl).catch(onLoadError)
      }
      if (texts && !requestedI18n) {
        requestedI18n = true
        loadI18n().catch(onLoadError)
      }
      return (fallbackT as unknown as Translate)(...args)
    }),
  )
  return {
    translator: (locale, textsUrl) => {
      current = textsUrl
      return translator(locale, textsUrl, generation)
    },
    load: (textsUrl = current) => loadAll(textsUrl),
    preload: (textsUrl = current) => void loadFile(textsUrl).catch(onLoadError),
    texts: (textsUrl = current) => files.get(textsUrl) ?? NO_TEXTS,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    recorded: () => recorded,
  }
}
