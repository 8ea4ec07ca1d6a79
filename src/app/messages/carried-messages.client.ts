import type { Message, NewMessage } from '../../lib/messages'

/**
 * Messages meant for the next page (a message bound to its path: 'signed out' for the home page,
 * 'session expired' for the login page) must be seen there even when the router falls back to a
 * full page load, as it does when the next page's code fails to load (SPEC.md section 8: state
 * kept). They wait in the tab's session storage for that page's load, briefly.
 */
const KEY = 'sf-carried-messages'
/** Far longer than any page load; a message found later belongs to a visit long gone. */
export const CARRY_MAX_AGE_MS = 30_000

interface Carried {
  path: string
  at: number
  messages: NewMessage[]
}

const TYPES = new Set(['info', 'success', 'warning', 'error'])
/** Areas are names such as 'global', 'cart' or an element's own. */
const AREA = /^[a-z][a-z0-9-]{0,39}$/

/** Only what a message is made of: session storage is the page's, but nothing is taken on trust. */
const asMessage = (value: unknown): NewMessage | null => {
  if (typeof value !== 'object' || value === null) return null
  const { message, type, area, path } = value as Record<string, unknown>
  if (typeof message !== 'string' || message.length === 0 || message.length > 500) return null
  if (typeof type !== 'string' || !TYPES.has(type)) return null
  if (typeof area !== 'string' || !AREA.test(area)) return null
  if (typeof path !== 'string') return null
  return { message, type, area, path } as NewMessage
}

/** Keeps the messages bound to `path` for the full load of that page. */
export const carryMessages = (messages: readonly Message[], path: string, now = Date.now()) => {
  const bound = messages
    .filter((entry) => entry.path === path)
    .map(({ message, type, area }) => ({ message, type, area, path }))
  if (bound.length === 0) return
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, at: now, messages: bound }))
  } catch {
    // Storage blocked: the next page simply shows no message.
  }
}

/** The messages carried to the page at `path`, once; [] for any other page or a stale entry. */
export const takeCarriedMessages = (path: string, now = Date.now()): NewMessage[] => {
  let carried: Partial<Carried>
  try {
    const stored = window.sessionStorage.getItem(KEY)
    if (stored === null) return []
    window.sessionStorage.removeItem(KEY)
    carried = JSON.parse(stored) as Partial<Carried>
  } catch {
    return []
  }
  if (carried.path !== path || typeof carried.at !== 'number') return []
  if (!(now - carried.at >= 0 && now - carried.at < CARRY_MAX_AGE_MS)) return []
  if (!Array.isArray(carried.messages)) return []
  return carried.messages.map(asMessage).filter((entry) => entry !== null)
}
