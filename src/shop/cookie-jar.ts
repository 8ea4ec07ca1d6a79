/**
 * Where cookies are read and written. The cart and the auth token take a jar instead of touching
 * document.cookie, so the same code runs on the server (the request's Cookie header, no writes)
 * and in tests (a fake). The document jar touches the DOM only when called, never at import.
 */
export interface CookieJar {
  /** The Cookie header text, as document.cookie returns it. */
  read(): string
  /** One Set-Cookie style string, as document.cookie accepts it. */
  write(cookie: string): void
  /** Whether the page is https (cookies get the Secure attribute then). */
  isSecure(): boolean
}

export const createDocumentCookieJar = (): CookieJar => ({
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie
  },
  isSecure: () => location.protocol === 'https:',
})

/** The server's view: the request's cookies, read-only (responses never set the cart cookie). */
export const createRequestCookieJar = (cookieHeader: string | null | undefined): CookieJar => ({
  read: () => cookieHeader ?? '',
  write: () => undefined,
  isSecure: () => false,
})
