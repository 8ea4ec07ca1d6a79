import type { PersistStorage } from 'zustand/middleware'
import { MAX_COOKIE_VALUE_LENGTH, parseCookies, serializeCookie } from '../../lib/cookies'
import type { CookieJar } from '../cookie-jar'
import { loadCartCookie } from './load-cart-cookie'
import {
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_COOKIE_VERSION,
  type PersistedCart,
} from './persisted-cart'

/**
 * A cart without id holds nothing: no cookie for it. A guest who never added anything then
 * carries no cart cookie, so the worker renders (and the edge cache serves) the guest's page,
 * and a cookie written a moment after load cannot make the next page's render disagree with
 * its hydration.
 */
const holdsNothing = (state: PersistedCart) => state.id === null

/** zustand `persist` storage over cookies, through an injected CookieJar (see ../cookie-jar). */
const fits = (text: string) => encodeURIComponent(text).length <= MAX_COOKIE_VALUE_LENGTH

export const createCartCookieStorage = (jar: CookieJar): PersistStorage<PersistedCart> => {
  // Every state change reaches setItem (also `pending` flips); unchanged values are not rewritten.
  let lastWritten: string | null = null
  const write = (name: string, text: string, maxAgeSeconds: number) => {
    const options = { path: '/', sameSite: 'Lax', secure: jar.isSecure(), maxAgeSeconds } as const
    jar.write(serializeCookie(name, text, options))
  }
  return {
    getItem: async (name) => {
      const state = await loadCartCookie(jar.read(), name)
      return state ? { state, version: CART_COOKIE_VERSION } : null
    },
    setItem: (name, { state, version }) => {
      if (holdsNothing(state)) {
        if (lastWritten !== null || parseCookies(jar.read()).has(name)) write(name, '', 0)
        lastWritten = null
        return
      }
      let text = JSON.stringify({ state, version })
      // Browsers drop cookies over 4 KB silently; shed the optional detail before the id is lost.
      if (!fits(text))
        text = JSON.stringify({
          state: { ...state, prices: { ...state.prices, discounts: [] }, shippingAddresses: [] },
          version,
        })
      if (text === lastWritten) return
      lastWritten = text
      if (fits(text)) write(name, text, CART_COOKIE_MAX_AGE_SECONDS)
      else write(name, '', 0)
    },
    removeItem: (name) => {
      lastWritten = null
      write(name, '', 0)
    },
  }
}
