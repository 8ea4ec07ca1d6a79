import { useCallback, useEffect, useRef, useState } from 'react'
import type { PublicSite } from '../../brands/sites'
import type { Translate } from '../../lib/i18n'
import type { PagePayload } from '../../lib/page'
import { matchLocale } from '../../lib/locale-path'
import { pageSearchOf } from '../../lib/view-state'
import { applyHead } from './apply-head.client'
import { keptPayload } from './fetch-payload.client'
import { findInternalLink } from './find-internal-link'
import { loadRouteHead } from './load-route-head.client'
import { createPayloadStore } from './payload-store'
import { fetchedRoute, payloadUrl, type RouteState } from './route-state'
import {
  newEntryState,
  rememberedScroll,
  rememberScroll,
  useScrollMemory,
} from './scroll-memory.client'
import { scrollToTarget, type ScrollTarget } from './scroll-target.client'
import { useLinkPrefetch } from './use-link-prefetch.client'

/**
 * Client navigation: internal link clicks and back/forward fetch `<path>/_payload.json` from the
 * worker instead of a whole document. Anything unexpected (network error, a new deploy, an error
 * answer) falls back to a full page load, which the worker renders properly.
 */
interface Options {
  initial: RouteState
  site: PublicSite
  buildId: string
  origin: string
  /**
   * Gets what the next route needs to render (its element code) before it is shown in place of
   * `shown`, or ahead of a click (a prefetch: `shown` is null).
   */
  prepare: (next: RouteState, shown: RouteState | null) => Promise<void>
  /**
   * The translator of a route's locale, once `prepare` has loaded its texts: the head of an
   * error page reached by a navigation is titled in the page's language.
   */
  translate: (route: RouteState) => Translate
  /** Called before the fallback to a full page load of the route at `path`. */
  beforeFullLoad?: (path: string) => void
}

const MAX_REDIRECTS = 5
/** Pages fetched ahead at once: a third hover waits for the network to free up. */
const MAX_PREFETCHES_IN_FLIGHT = 2

export interface Router {
  route: RouteState
  navigating: boolean
  navigate: (href: string, options?: { replace?: boolean }) => Promise<void>
  /** A page's payload without showing it (../../lib/navigation.tsx FetchPage). */
  fetchPage: (href: string) => Promise<PagePayload>
}

export const useRouter = (options: Options): Router => {
  const { initial, site, buildId, origin } = options
  // The latest prepare, translate and beforeFullLoad without re-creating `load` (and its
  // listeners) on every render.
  const callbacks = useRef(options)
  useEffect(() => {
    callbacks.current = options
  }, [options])
  const [route, setRoute] = useState(initial)
  const [navigating, setNavigating] = useState(false)
  const current = useRef(route)
  // The page query and #fragment of the address shown (the route's path has neither), view
  // state left out (../../lib/view-state.ts): set in the browser, and on every address change.
  const shown = useRef({ search: '', hash: '' })
  useEffect(() => {
    shown.current = { search: pageSearchOf(window.location.search), hash: window.location.hash }
  }, [])
  useEffect(() => {
    current.current = route
  }, [route])

  // Where the page scrolls once a navigation's page is on screen: for a push or replace, the
  // element its #fragment names, as a document load would (the page's scroll-padding keeps it
  // below the sticky header), else smoothly to the top; for back and forward, the position the
  // shopper left that entry at. Not before: the browser would restore it on the old page, whose
  // height may cut it short.
  const scrollTarget = useRef<ScrollTarget | null>(null)
  // A navigation to another page (not a filter, sort or page of the same listing, where the
  // shopper's focus stays in the control they used; not a #fragment, which the scroll serves):
  // focus starts at the new page and its title is announced (./arrive-at-page.client.ts).
  const arrival = useRef<((title: string) => void) | null>(null)
  useEffect(() => {
    const target = scrollTarget.current
    if (target === null) return
    scrollTarget.current = null
    scrollToTarget(target)
    arrival.current?.(document.title)
    arrival.current = null
  }, [route])
  useScrollMemory()

  /**
   * Where an address leads (resolved against the one shown): its URL, the path and locale of its
   * page, and the address of that page's payload.
   */
  const destination = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href)
      const path = url.pathname.replace(/\/+$/, '') || '/'
      const codes = site.locales.map((entry) => entry.code)
      const locale = matchLocale(path, codes, site.defaultLocale).locale
      const localeChanged = locale !== current.current.locale
      const source = payloadUrl(path + pageSearchOf(url.search), buildId, localeChanged)
      return { url, path, locale, source }
    },
    [buildId, site],
  )

  // Payloads fetched ahead of a click, with the element code they need (./payload-store.ts).
  const prefetched = useRef(createPayloadStore())
  const inFlight = useRef(0)
  const prefetch = useCallback(
    (href: string) => {
      const target = destination(href)
      const { source } = target
      if (prefetched.current.has(source) || inFlight.current >= MAX_PREFETCHES_IN_FLIGHT) return
      inFlight.current += 1
      // The head's code with the page's: the click then waits for neither.
      loadRouteHead().catch(() => {})
      keptPayload(prefetched.current, source, false)
        .then(async (body) => {
          if (body.buildId !== buildId || body.payload.kind === 'redirect') return
          await callbacks.current.prepare(fetchedRoute(target, body, current.current), null)
        })
        // A page that cannot be fetched ahead is fetched again on the click, or loaded whole.
        .catch(() => {})
        .finally(() => {
          inFlight.current -= 1
        })
    },
    [buildId, destination],
  )
  useLinkPrefetch(prefetch, route.path)

  // The navigation started last: a shopper who clicks a second link before the first page
  // arrives goes where they clicked last, as a document navigation would. An earlier navigation
  // that finishes later changes nothing (no page, no history entry, no full load).
  const latest = useRef(0)
  const load = useCallback(
    async (href: string, mode: 'push' | 'replace' | 'pop'): Promise<void> => {
      latest.current += 1
      const navigation = latest.current
      const superseded = () => navigation !== latest.current
      setNavigating(true)
      // Fetched alongside the payload; failing, the navigation falls back to a document load.
      const headOf = loadRouteHead()
      headOf.catch(() => {})
      try {
        let location = href
        let history = mode
        // CMS redirects to internal paths are followed here, a few hops at most.
        for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
          const target = destination(location)
          const { url, path, source } = target
          const body = await keptPayload(prefetched.current, source, true)
          if (superseded()) return
          if (body.buildId !== buildId) throw new Error('a new version is deployed')
          if (body.payload.kind === 'redirect') {
            if (!body.payload.location.startsWith('/'))
              return window.location.assign(body.payload.location)
            location = body.payload.location
            history = history === 'pop' ? 'replace' : history
            continue
          }
          const next = fetchedRoute(target, body, current.current)
          const [kit] = await Promise.all([
            headOf,
            callbacks.current.prepare(next, current.current),
          ])
          if (superseded()) return
          const address = path + url.search + url.hash
          if (history === 'push') {
            rememberScroll()
            window.history.pushState(newEntryState(), '', address)
          }
          if (history === 'replace') window.history.replaceState(window.history.state, '', address)
          arrival.current =
            path !== current.current.path && url.hash === '' ? kit.arriveAtPage : null
          current.current = next
          shown.current = { search: pageSearchOf(url.search), hash: url.hash }
          scrollTarget.current =
            history === 'pop'
              ? { kind: 'restore', hash: url.hash, top: rememberedScroll() }
              : { kind: 'fragment', hash: url.hash, top: null }
          setRoute(next)
          applyHead(kit.routeHead(next, site, origin, callbacks.current.translate(next)))
          return
        }
        throw new Error('too many redirects')
      } catch {
        if (superseded()) return
        callbacks.current.beforeFullLoad?.(destination(href).path)
        window.location.assign(href)
      } finally {
        if (!superseded()) setNavigating(false)
      }
    },
    [buildId, destination, origin, site],
  )

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = findInternalLink(event)
      if (href === null) return
      const url = new URL(href, window.location.href)
      const samePage =
        url.pathname === window.location.pathname && url.search === window.location.search
      if (samePage && url.hash) return
      event.preventDefault()
      void load(href, 'push')
    }
    const onPopState = () => {
      const { pathname, search, hash } = window.location
      const samePage =
        (pathname.replace(/\/+$/, '') || '/') === current.current.path &&
        pageSearchOf(search) === shown.current.search
      if (!samePage) return void load(window.location.href, 'pop')
      // A view opened or closed on the page shown (the quick view): the view follows the
      // address itself; the page stays as it is, scrolled where it was.
      if (hash === shown.current.hash) return
      // Back or forward between #fragments of the page shown: nothing to load, only to scroll.
      shown.current = { ...shown.current, hash }
      scrollToTarget({ kind: 'restore', hash, top: rememberedScroll() })
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
    }
  }, [load])

  const fetchPage = useCallback(
    async (href: string): Promise<PagePayload> => {
      const { source } = destination(href)
      const body = await keptPayload(prefetched.current, source, false)
      if (body.buildId !== buildId) throw new Error('a new version is deployed')
      return body.payload
    },
    [buildId, destination],
  )

  const navigate = useCallback(
    (href: string, options?: { replace?: boolean }) =>
      load(href, options?.replace ? 'replace' : 'push'),
    [load],
  )
  return { route, navigating, navigate, fetchPage }
}
