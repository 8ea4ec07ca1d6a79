import { useEffect } from 'react'
import type { MessagesStore } from '../lib/messages'

/**
 * Messages belong to the page they were shown on (SPEC.md section 4); one shown for the page
 * being navigated to (the session-expired notice on the login page) stays.
 */
export const useMessagesFollowPage = (messages: MessagesStore, path: string): void =>
  useEffect(() => messages.getState().routeChanged(path), [messages, path])
