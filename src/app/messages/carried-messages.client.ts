import type { Message, NewMessage } from '../../lib/messages'

/**
 * Messages meant for the next page (a message bound to its path: 'signed out' for the home page,
 * 'session expired' for the login page) must be seen there even when the router falls back to a
 * full page load, as it does when the next page's code fails to load (SPEC.md section 8: state
 * kept). They wait in the tab's session storage for that page's load, briefly.
 */
export const CARRY_KEY = 'sf-carried-messages'
/** Far longer than any page load; a message found later belongs to a visit long gone. */
export const CARRY_MAX_AGE_MS = 30_000

export interface Carried {
  path: string
  at: number
  messages: NewMessage[]
}

/** Keeps the messages bound to `path` for the full load of that page. */
export const carryMessages = (messages: readonly Message[], path: string, now = Date.now()) => {
  const bound = messages
    .filter((entry) => entry.path === path)
    .map(({ message, type, area }) => ({ message, type, area, path }))
  if (bound.length === 0) return
  try {
    window.sessionStorage.setItem(CARRY_KEY, JSON.stringify({ path, at: now, messages: bound }))
  } catch {
    // Storage blocked: the next page simply shows no message.
  }
}

/**
 * Whether a page carried messages here: the reading and checking of them
 * (./take-carried-messages.client.ts) loads only then, as good as never on a first view.
 */
export const hasCarriedMessages = (): boolean => {
  try {
    return window.sessionStorage.getItem(CARRY_KEY) !== null
  } catch {
    return false
  }
}
