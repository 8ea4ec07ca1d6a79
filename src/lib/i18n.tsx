import { createContext, useContext } from 'react'
import type { TextKey } from './texts/keys'

/**
 * The translate function of the storefront: `t('header.cart')`, `t('cart.items', { count })`.
 * A call names the key only; its text comes from the locale's one table (./texts/de.ts,
 * ./texts/en.ts), which the CMS's texts override (./texts/interface-texts.ts). The key's type
 * is the table's, so a key without a text fails the type check; the import is type-only, so no
 * table reaches the browser's bundle.
 *
 * The translator itself (src/app/services/translations.ts: the server's recording, the browser's
 * replay) is made by the Storefront's services; this module only carries it through context, so
 * the components of a page do not load i18next.
 */
export type { TextKey }

/** The values of a text's `{{name}}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>

export type Translate = (key: TextKey, values?: TextValues) => string

/**
 * Without a provider: no text. The Storefront always provides the page's translator; a text
 * shown outside it would be a key or a language the page is not in, and '' is neither.
 */
const noTexts: Translate = () => ''

export const I18nContext = createContext<Translate>(noTexts)

export const useT = (): Translate => useContext(I18nContext)

/**
 * The page's texts file, for code that keeps a text rather than render it (a form's validation
 * message, kept in state): a render shows '' for a text its file has not brought yet and renders
 * again when it arrives, a kept text would stay ''. Such code awaits `load()` first. Without a
 * provider (the server's render, which has every text) the texts are there.
 */
export interface PageTexts {
  loaded(): boolean
  load(): Promise<void>
  /**
   * Resolves once every text of the page's locale renders, texts with values included (the
   * texts file and i18next): for a section that fetches what it shows after hydration (the
   * reviews), so its texts arrive with its data and it never renders with '' for a label.
   */
  loadWithValues(): Promise<void>
}

export const PageTextsContext = createContext<PageTexts>({
  loaded: () => true,
  load: () => Promise.resolve(),
  loadWithValues: () => Promise.resolve(),
})

export const usePageTexts = (): PageTexts => useContext(PageTextsContext)
