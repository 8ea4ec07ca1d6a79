import type { Translations } from './translations'

/** Signs that the shopper is about to change what the page shows (a form, a dialog, a button). */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/**
 * Fetches the locale's texts file once the shopper first interacts with the page: the texts a
 * form's validation, a dialog or a message shows were not in the server's render (the page
 * carries only those, ./translations.ts), and should be there before that state renders. A visit
 * that only reads never downloads them; the file is cached for good, so it costs one request per
 * locale and version, not per page.
 */
export const preloadTextsOnInteraction = (
  translations: Pick<Translations, 'preload'>,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
): void => {
  const options = { capture: true, passive: true }
  let done = false
  const onFirst = () => {
    if (done) return
    done = true
    for (const type of FIRST_INTERACTION) target.removeEventListener(type, onFirst, options)
    translations.preload()
  }
  for (const type of FIRST_INTERACTION) target.addEventListener(type, onFirst, options)
}
