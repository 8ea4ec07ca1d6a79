import { createStore } from 'zustand/vanilla'

/**
 * Shopper-facing messages (SPEC.md section 4 'Messages'): success and info messages vanish after
 * 10 s, errors stay; an identical message (text, type, area) is not added twice; all are
 * cleared on route change. One store per page load (or per request on the server).
 */
export const MESSAGE_AUTO_DISMISS_MS = 10_000

export type MessageType = 'success' | 'info' | 'warning' | 'error'
export type MessageArea = 'global' | 'cart' | (string & {})

export interface Message {
  id: string
  message: string
  type: MessageType
  area: MessageArea
}

export interface MessagesState {
  messages: Message[]
  add(message: { message: string; type?: MessageType; area?: MessageArea }): Message | null
  remove(id: string): void
  clear(area?: MessageArea): void
}

interface Options {
  /** Timers are injected so that the server never schedules any and tests can fake them. */
  setTimer?: (callback: () => void, ms: number) => unknown
}

export const createMessagesStore = ({ setTimer }: Options = {}) => {
  let sequence = 0
  return createStore<MessagesState>()((set, get) => ({
    messages: [],
    add({ message, type = 'info', area = 'global' }) {
      const duplicate = get().messages.some(
        (entry) => entry.message === message && entry.type === type && entry.area === area,
      )
      if (duplicate) return null
      sequence += 1
      const entry: Message = { id: `m${sequence}`, message, type, area }
      set({ messages: [...get().messages, entry] })
      if (type !== 'error' && setTimer)
        setTimer(() => get().remove(entry.id), MESSAGE_AUTO_DISMISS_MS)
      return entry
    },
    remove(id) {
      set({ messages: get().messages.filter((entry) => entry.id !== id) })
    },
    clear(area) {
      set({ messages: area ? get().messages.filter((entry) => entry.area !== area) : [] })
    },
  }))
}

export type MessagesStore = ReturnType<typeof createMessagesStore>
