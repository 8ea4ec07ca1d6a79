/**
 * lib: pure helpers and tiny shared React primitives: the page model, locale paths, prices, the
 * cookies codec, safe JSON and URLs, the HTML sanitiser, the messages store, the i18n context and
 * i18next factory, the storefront's own interface texts, content-derived ids and loadOnce.
 * May import: nothing else from src (DESIGN.md section 3); no hono, no Workers APIs.
 *
 * This index is the worker's view of the layer (src/worker imports src/lib only through it):
 * what the worker uses. Not here: zod-jitless.ts, whose import switches zod's mode (a side
 * effect the browser's modules must choose to import first).
 */
export type {
  Breadcrumb,
  ContentElement,
  InitialData,
  LanguageLink,
  Media,
  NavItem,
  Page,
  PageMeta,
  PagePayload,
} from './page'
export { localePrefix, matchLocale, trimTrailingSlash, withLocale } from './locale-path'
export { loginHref } from './return-path'
export { parseCookies } from './cookies'
export { toScriptSafeJson } from './safe-json'
export { createI18n } from './create-i18n'
export type { TextKey, TextValues, Translate } from './i18n'
export { translationKey } from './translation-key'
export { mergeInterfaceTexts } from './texts/interface-texts'
export { inBatches } from './in-batches'
