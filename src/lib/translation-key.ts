import type { TextKey, TextValues } from './i18n'

/**
 * A translate call as a key: the same key gives the same text for one locale's texts. The
 * server's render records its texts by it, and the browser's first render reads them back by it
 * (src/app/services/translations.ts); the worker remembers an isolate's results by it
 * (src/worker/render/translators.ts).
 */
export const translationKey = (key: TextKey, values?: TextValues): string =>
  JSON.stringify(values === undefined ? [key] : [key, values])
