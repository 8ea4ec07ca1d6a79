import type { I18nextTranslate } from '../../lib/create-i18n'
import type { TextKey, TextValues, Translate } from '../../lib/i18n'
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
 * is '' meanwhile, never its key nor another language's text; the page renders again once they
 * arrived. Chosen over texts
 * in each payload because the worker learns which texts a page uses only by rendering it, and a
 * payload is not rendered: a list per element type would drift from the code, a file cannot.
 */
export type TextsOf = Record<string, string>

export interface Translations {
  /**
   * The translate function of a locale's texts (named by their file, InitialData.textsUrl), the
   * same function until what it knows changes.
   */
  translator(locale: string, textsUrl: string): Translate
  /**
   * Resolves once every text of the file (by default the last render's) can be translated:
   * i18next and the texts are there.
   */
  load(textsUrl?: string): Promise<void>
  /**
   * Resolves once the texts file (by default the last render's) is there, without i18next: enough
   * for a text without values (a form's validation message).
   */
  loadTexts(textsUrl?: string): Promise<void>
  /** Whether the texts file (by default the last render's) is there. */
  hasTexts(textsUrl?: string): boolean
  /** Fetches the texts file (by default the last render's) ahead, without i18next. */
  preload(textsUrl?: string): void
  /** The texts of the file (by default the last render's), {} until they are there. */
  texts(textsUrl?: string): Readonly<TextsOf>
  /** Called when translator() would answer with a new function (i18next or texts arrived). */
  subscribe(listener: () => void): () => void
  /** The text of every call translated so far, by translationKey: for the browser's snapshot. */
  recorded(): TextsOf
}

/** A call's text from i18next or the texts, or null when they are not there yet. */
type Resolve = (key: TextKey, values: TextValues | undefined, call: string) => string | null

/**
 * The one translate function between the product and i18next, in two modes. The server's
 * (`recording`): every text the render translated goes into `record`, which the bootstrap
 * carries; a render repeats its calls, and each repeat is answered from the record. The
 * browser's (replay): `record` is the server's, read only, and a call it lacks is resolved from
 * the texts file and i18next; until they are there, '' (see createBrowserTranslations).
 */
const translateWith =
  (record: TextsOf, recording: boolean, resolve: Resolve): Translate =>
  (key, values) => {
    const call = translationKey(key, values)
    if (Object.hasOwn(record, call)) return record[call]!
    const text = resolve(key, values, call)
    if (text === null) return ''
    if (recording) record[call] = text
    return text
  }

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
 * i18next's translate function of one locale's texts, with the results of the isolate's renders
 * by call (src/worker/render/translators.ts): the same call gives the same text for the same
 * texts, so only the first render of an isolate asks i18next.
 */
export interface SharedTranslator {
  t: I18nextTranslate
  results: Map<string, string>
  /** How many results `results` keeps: page chrome repeats the same few dozen calls. */
  maxResults: number
}

/**
 * The worker's: i18next for every call (`translator`, given the texts' file name, which names
 * their content), each result recorded. One render translates one locale's `texts`.
 */
export const createServerTranslations = (
  translator: (locale: string, textsUrl: string) => SharedTranslator,
  texts: Readonly<TextsOf> = {},
): Translations => {
  const recorded: TextsOf = {}
  const recording = lastOf((locale, textsUrl) => {
    const { t, results, maxResults } = translator(locale, textsUrl)
    return translateWith(recorded, true, (key, values, call) => {
      const known = results.get(call)
      if (known !== undefined) return known
      const text = t(key, values)
      if (results.size < maxResults) results.set(call, text)
      return text
    })
  })
  return {
    translator: (locale, textsUrl) => recording(locale, textsUrl, 0),
    load: () => Promise.resolve(),
    loadTexts: () => Promise.resolve(),
    hasTexts: () => true,
    preload: () => undefined,
    texts: () => texts,
    subscribe: () => () => undefined,
    recorded: () => recorded,
  }
}

type CreateI18n = (locale: string, texts: TextsOf) => { t: I18nextTranslate }

const loadI18next = (): Promise<CreateI18n> =>
  import('../../lib/create-i18n').then((module) => module.createI18n)

/** What i18next adds to a text: interpolation (`{{name}}`) and nesting (`$t(key)`). */
const NEEDS_I18NEXT = /\{\{|\$t\(/

/**
 * The text of a call without values whose text needs no interpolation or nesting: the texts'
 * own, exactly as i18next answers it (flat keys, no fallback language). Null for anything else.
 */
const plainText = (texts: TextsOf, key: TextKey, values: TextValues | undefined) => {
  const text = texts[key]
  return values === undefined && text !== undefined && !NEEDS_I18NEXT.test(text) ? text : null
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

/**
 * The browser's: the server's recorded texts first, the texts file and i18next when they lack one.
 *
 * A text neither recorded nor in a file that has arrived is '' for that moment: the browser has
 * no table of its own (the tables stay on the server, so the first page's JavaScript carries no
 * locale's texts), and its key or another language's text would be wrong on the page. The call
 * asks for what is missing and the page renders again once it arrived (`missed`, subscribe).
 * The moment is rare by design: the texts are loaded ahead of need, with a navigation's payload
 * (prepare), the first cart or account action, and the shopper's first interaction; what stores
 * a text rather than render it (a validation message) awaits loadTexts() first.
 */
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
  // Whether a render showed '' for a text that needs i18next: only then does its arrival render
  // the page again. Loaded ahead (with the cart actions, before a navigation), it arrives
  // silently, as a file fetched ahead does: a new translate function would change the context
  // of every element, and React would hydrate at once, in one long task, whatever part of the
  // page was still waiting to (that task would add to the page's blocking time, TBT).
  let missedI18n = false
  // Files a render showed '' for: their arrival renders the page again. A file fetched ahead
  // that no render has missed yet arrives silently (the functions read it at call time).
  const missed = new Set<string>()
  const listeners = new Set<() => void>()
  const changed = () => {
    generation += 1
    for (const listener of listeners) listener()
  }
  const loadI18n = loadOnce(async () => {
    createI18n = await load()
    if (missedI18n) {
      missedI18n = false
      changed()
    }
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
  const i18nextT = lastOf((locale, textsUrl) => createI18n!(locale, files.get(textsUrl)!).t)
  const translator = lastOf((locale, textsUrl) =>
    translateWith(
      locale === firstLocale && textsUrl === firstUrl ? recorded : NO_TEXTS,
      false,
      // Asked at call time, so a function handed out earlier (to the cart actions) is up to date.
      (key, values) => {
        const texts = files.get(textsUrl)
        // A plain text is read as it is, i18next or not: i18next's t() costs about 0.1 ms a
        // call on a phone, and a drawer's or a quick view's first render makes dozens.
        const plain = texts ? plainText(texts, key, values) : null
        if (plain !== null) return plain
        if (texts && createI18n) return i18nextT(locale, textsUrl, generation)(key, values)
        if (!texts && !requestedFiles.has(textsUrl)) {
          requestedFiles.add(textsUrl)
          missed.add(textsUrl)
          loadFile(textsUrl).catch(onLoadError)
        }
        if (texts) missedI18n = true
        if (texts && !requestedI18n) {
          requestedI18n = true
          loadI18n().catch(onLoadError)
        }
        return null
      },
    ),
  )
  return {
    translator: (locale, textsUrl) => {
      current = textsUrl
      return translator(locale, textsUrl, generation)
    },
    load: (textsUrl = current) => loadAll(textsUrl),
    loadTexts: (textsUrl = current) => loadFile(textsUrl),
    hasTexts: (textsUrl = current) => files.has(textsUrl),
    preload: (textsUrl = current) => void loadFile(textsUrl).catch(onLoadError),
    texts: (textsUrl = current) => files.get(textsUrl) ?? NO_TEXTS,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    recorded: () => recorded,
  }
}
