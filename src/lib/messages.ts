import { createStore } from 'zustand/vanilla'

/**
 * Shopper-facing messages (SPEC.md section 4 'Messages'): success and info messages vanish after
 * 10 s, errors stay; an identical message (text, type, area) is not added twice; all are
 * cleared on route change, except those shown for the page being navigated to (`path`: the
 * session-expired notice goes with the navigation to the login page and must be seen there).
 * One store per page load (or per request on the server).
 *
 * An area shows the outcome of the shopper's latest action: a new message replaces the area's
 * earlier ones instead of stacking beside them ('coupon applied' above 'coupon not valid' would
 * contradict itself). Messages that belong together (the user errors of one answer) are shown
 * at once with `show`.
 */
export const MESSAGE_AUTO_DISMISS_MS = 10_000

export type MessageType = 'success' | 'info' | 'warning' | 'error'
export type MessageArea = 'global' | 'cart' | (string & {})

export interface Message {
  id: string
  message: string
  type: MessageType
  area: MessageArea
  /** The route path (no query) the message is for: it survives the route change to that page. */
  path?: string
}

export interface NewMessage {
  message: string
  type?: MessageType
  area?: MessageArea
  /** Shown on the page at this route path: kept by the route change to it, dropped by others. */
  path?: string
}

export interface MessagesState {
  messages: Message[]
  /** Shows one message in its area, in place of the area's earlier messages. */
  add(message: NewMessage): Message | null
  /** Shows several messages together in one area, in place of its earlier messages. */
  show(area: MessageArea, messages: readonly Omit<NewMessage, 'area'>[]): Message[]
  remove(id: string): void
  clear(area?: MessageArea): void
  /** A route change to `path`: every message goes but those shown for that path. */
  routeChanged(path: string): void
}

interface Options {
  /** Timers are injected so that the server never schedules any and tests can fake them. */
  setTimer?: (callback: () => void, ms: number) => unknown
}

export const createMessagesStore = ({ setTimer }: Options = {}) => {
  let sequence = 0
  return createStore<MessagesState>()((set, get) => ({
    messages: [],
    add({ area = 'global', ...message }) {
      const [entry] = get().show(area, [message])
      return entry ?? null
    },
    show(area, list) {
      // The identity of a message is its text, type and area; `path` only says where it lives.
      const kept = get().messages.filter((entry) => entry.area !== area)
      const shown: Message[] = []
      const added: Message[] = []
      for (const { message, type = 'info', path } of list) {
        const same = (entry: Message) => entry.message === message && entry.type === type
        if (shown.some(same)) continue
        // An identical message already there stays (its id, its timer): it is not added again.
        const existing = get().messages.find((entry) => entry.area === area && same(entry))
        if (existing) {
          shown.push(existing)
          continue
        }
        sequence += 1
        const entry: Message = {
          id: `m${sequence}`,
          message,
          type,
          area,
          ...(path === undefined ? {} : { path }),
        }
        shown.push(entry)
        added.push(entry)
      }
      set({ messages: [...kept, ...shown] })
      for (const entry of added)
        if (entry.type !== 'error' && setTimer)
          setTimer(() => get().remove(entry.id), MESSAGE_AUTO_DISMISS_MS)
      return added
    },
    remove(id) {
      set({ messages: get().messages.filter((entry) => entry.id !== id) })
    },
    clear(area) {
      set({ messages: area ? get().messages.filter((entry) => entry.area !== area) : [] })
    },
    routeChanged(path) {
      const kept = get().messages.filter((entry) => entry.path === path)
      if (kept.length !== get().messages.length) set({ messages: kept })
    },
  }))
}

export type MessagesStore = ReturnType<typeof createMessagesStore>
