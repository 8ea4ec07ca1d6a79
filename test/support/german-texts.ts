import { createI18n } from '../../src/lib/create-i18n'
import type { Translate } from '../../src/lib/i18n'
import { mergeInterfaceTexts, type Texts } from '../../src/lib/texts/interface-texts'

/**
 * The translate function of a German page: the storefront's German table with `cmsTexts` on
 * top, through i18next, as the worker renders (src/worker/loaders/interface-texts.ts).
 */
export const germanTranslate = (cmsTexts: Texts = {}): Translate =>
  createI18n('de', mergeInterfaceTexts('de', cmsTexts)).t
