import { createContext, useContext } from 'react'
import type { TFunction } from 'i18next'

/**
 * The translate function of React components. The translator itself (i18next, ./create-i18n.ts)
 * is made by the Storefront's services; this module only carries it through context, so the
 * components of a page do not load i18next.
 */

/** Without a provider: the fallback text given with the key (as a string or as defaultValue). */
export const fallbackT = ((key: string, fallback?: unknown) => {
  if (typeof fallback === 'string') return fallback
  const options = fallback as { defaultValue?: unknown } | undefined
  return typeof options?.defaultValue === 'string' ? options.defaultValue : key
}) as unknown as TFunction

export const I18nContext = createContext<TFunction>(fallbackT)

/** The translate function: `t('header.cart', 'Cart')`; the second argument is the fallback text. */
export const useT = (): TFunction => useContext(I18nContext)
