import { createStore } from 'zustand/vanilla'

/**
 * Whether a customer is signed in, for what the page shows (the header's account link). It
 * starts from the token cookie, which the worker reads from the request and the browser from
 * document.cookie, so the server render and the hydration agree and nothing flickers.
 */
export interface SessionState {
  signedIn: boolean
}

export const createSessionStore = (signedIn: boolean) =>
  createStore<SessionState>()(() => ({ signedIn }))

export type SessionStore = ReturnType<typeof createSessionStore>
