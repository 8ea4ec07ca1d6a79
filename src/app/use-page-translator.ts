import { useCallback, useSyncExternalStore } from 'react'
import type { Translate } from '../lib/i18n'
import type { StorefrontServices } from './services/create-services'

/**
 * The translator of the page's locale and texts, anew once i18next or missing texts arrived
 * (services/translations.ts): every text renders again.
 */
export const usePageTranslator = (
  services: Pick<StorefrontServices, 'translations' | 'hydration'>,
  locale: string,
  textsUrl: string,
): Translate => {
  const translate = () => services.translations.translator(locale, textsUrl)
  // Told of new texts only once the first page's late elements hydrated: React drops the server
  // HTML of a boundary a context change reaches while it still waits for its code.
  const subscribeToTexts = useCallback(
    (listener: () => void) =>
      services.translations.subscribe(() => void services.hydration.openAll().then(listener)),
    [services],
  )
  return useSyncExternalStore(subscribeToTexts, translate, translate)
}
