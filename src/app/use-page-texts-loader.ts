import { useMemo } from 'react'
import type { PageTexts } from '../lib/i18n'
import type { StorefrontServices } from './services/create-services'

/** Loads the page's texts for the components that wait for them (../lib/i18n.tsx PageTexts). */
export const usePageTextsLoader = (
  { translations }: Pick<StorefrontServices, 'translations'>,
  textsUrl: string,
): PageTexts =>
  useMemo(
    () => ({
      loaded: () => translations.hasTexts(textsUrl),
      load: () => translations.loadTexts(textsUrl),
      loadWithValues: () => translations.load(textsUrl),
    }),
    [translations, textsUrl],
  )
