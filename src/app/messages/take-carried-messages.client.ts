import type { NewMessage } from '../../lib/messages'
import { CARRY_KEY, CARRY_MAX_AGE_MS, type Carried } from './carried-messages.client'

/*
 * Reading the messages a page carried to this one (./carried-messages.client.ts): a chunk of its
 * own, loaded only when the tab's session storage holds some.
 */

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

/** The messages carried to the page at `path`, once; [] for any other page or a stale entry. */
export const takeCarriedMessages = (path: string, now = Date.now()): NewMessage[] => {
  let carried: Partial<Carried>
  try {
    const stored = window.sessionStorage.getItem(CARRY_KEY)
    if (stored === null) return []
    window.sessionStorage.removeItem(CARRY_KEY)
    carried = JSON.parse(stored) as Partial<Carried>
  } catch {
    return []
  }
  if (carried.path !== path || typeof carried.at !== 'number') return []
  if (!(now - carried.at >= 0 && now - carried.at < CARRY_MAX_AGE_MS)) return []
  if (!Array.isArray(carried.messages)) return []
  return carried.messages.map(asMessage).filter((entry) => entry !== null)
}
