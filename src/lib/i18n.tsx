import { createContext, useContext } from 'react'
import type { TFunction } from 'i18next'

/**
 * The translate function of React components. The translator itself (i18next, ./create-i18n.ts)
 * is made by the Storefront's services; this module only carries it through context, so the
 * components of a page do not load i18next.
 */

/** Fills `{{name}}` as i18next does; a name without a value stays as it is. */
const interpolate = (text: string, values: Record<string, unknown> | undefined): string =>
  values
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
        name !== 'defaultValue' && values[name] !== undefined ? String(values[name]) : placeholder,
      )
    : text

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Without a provider, and before i18next has loaded: the fallback text given with the key (as a
 * string, `t(key, text, values)`, or as `{ defaultValue, ...values }`), its `{{name}}`
 * placeholders filled from the values as i18next would fill them.
 */
export const fallbackT = ((key: string, fallback?: unknown, values?: unknown) => {
  if (typeof fallback === 'string')
    return interpolate(fallback, isRecord(values) ? values : undefined)
  const options = isRecord(fallback) ? fallback : undefined
  return typeof options?.defaultValue === 'string'
    ? interpolate(options.defaultValue, options)
    : key
}) as unknown as TFunction

export const I18nContext = createContext<TFunction>(fallbackT)

/** The translate function: `t('header.cart', 'Cart')`; the second argument is the fallback text. */
export const useT = (): TFunction => useContext(I18nContext)
