import { useCallback, useEffect, useRef, useState } from 'react'
import type { PublicSite } from '../../brands/sites'
import type { Translate } from '../../lib/i18n'
import type { PagePayload } from '../../lib/page'
import { matchLocale } from '../../lib/locale-path'
import { pageSearchOf } from '../../lib/view-state'
import { applyHead } from './apply-head.client'
import { findInternalLink } from './find-internal-link'
import { loadRouteHead } from './load-route-head.client'
import { createPayloadStore } from './payload-store'
import { payloadUrl, type PayloadResponse, type RouteState } from './route-state'
import {
  newEntryState,
  rememberedScroll,
  rememberScroll,
  restoreScroll,
  useScrollMemory,
} from './scroll-memory.client'
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

/**
 * A page's payload from the worker; a 404 answers with the not-found page's payload, or with a
 * page that says what is not there (a listing page past the last), a 410 with a page of what is
 * gone (a closed job posting).
 */
const fetchPayload = async (source: string): Promise<PayloadResponse> => {
  const response = await fetch(source, { headers: { accept: 'application/json' } })
  if (!response.ok && response.status !== 404 && response.status !== 410) {
    throw new Error(`payload ${response.status}`)
  }
  return (await response.json()) as PayloadResponse
}

/**
 * Where a navigation scrolls once its page is shown: for back and forward ('restore') the
 * position noted for the entry, or its #fragment where none was noted; else ('fragment') the
 * element the #fragment names, or the top.
 */
type ScrollTarget = { kind: 'fragment' | 'restore'; hash: string; top: number | null }

/** Scrolls to a navigation's target (see ScrollTarget). */
const scrollToTarget = ({ kind, hash, top }: ScrollTarget): void => {
  if (top !== null) return restoreScroll(top)
  const element = hash ? fragmentTarget(hash) : null
  if (element) element.scrollIntoView()
  else window.scrollTo({ top: 0, behavior: kind === 'restore' ? 'instant' : 'smooth' })
}

/** The element a #fragment names, by its id as written or percent-decoded (as browsers try). */
const fragmentTarget = (hash: string): HTMLElement | null => {
  const id = hash.slice(1)
  let decoded = id
  try {
    decoded = decodeURIComponent(id)
  } catch {
    // Not valid percent-encoding: only the id as written can match.
  }
  return document.getElementById(id) ?? document.getElementById(decoded)
}

export interface Router {
  route: RouteState
  navigating: boolean
  navigate: (href: string, options?: { replace?: boolean }) => Promise<void>
  /** A page's payload without showing it (../../lib/navigation.tsx FetchPage). */
  fetchPage: (href: string) => Promise<PagePayload>
}

export const useRouter = ({
  initial,
  site,
  buildId,
  origin,
  prepare,
  translate,
  beforeFullLoad,
}: Options): Router => {
  // The latest prepare without re-creating `load` (and its listeners) on every render.
  const prepareRef = useRef(prepare)
  const translateRef = useRef(translate)
  const beforeFullLoadRef = useRef(beforeFullLoad)
  useEffect(() => {
    beforeFullLoadRef.current = beforeFullLoad
    prepareRef.current = prepare
    translateRef.current = translate
  }, [prepare, translate, beforeFullLoad])
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

  /** Where a URL's page comes from: its path, its locale, and the address of its payload. */
  const destination = useCallback(
    (url: URL) => {
      const path = url.pathname.replace(/\/+$/, '') || '/'
      const codes = site.locales.map((entry) => entry.code)
      const locale = matchLocale(path, codes, site.defaultLocale).locale
      const localeChanged = locale !== current.current.locale
      const source = payloadUrl(path + pageSearchOf(url.search), buildId, localeChanged)
      return { path, locale, source }
    },
    [buildId, site],
  )

  // Payloads fetched ahead of a click, with the element code they need (./payload-store.ts).
  const prefetched = useRef(createPayloadStore())
  const inFlight = useRef(0)
  const prefetch = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href)
      const { path, locale, source } = destination(url)
      if (prefetched.current.has(source) || inFlight.current >= MAX_PREFETCHES_IN_FLIGHT) return
      inFlight.current += 1
      // The head's code with the page's: the click then waits for neither.
      loadRouteHead().catch(() => {})
      const response = fetchPayload(source)
      prefetched.current.set(source, response)
      response
        .then(async (body) => {
          if (body.buildId !== buildId || body.payload.kind === 'redirect') return
          const initialData = body.initialData ?? current.current.initialData
          await prepareRef.current(
            {
              path,
              locale,
              payload: body.payload,
              initialData,
              error: null,
            },
            null,
          )
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
        let url = new URL(href, window.location.href)
        let history = mode
        // CMS redirects to internal paths are followed here, a few hops at most.
        for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
          const { path, locale, source } = destination(url)
          // Fetched ahead on hover, focus or sight (useLinkPrefetch): no wait for the network.
          const ahead = prefetched.current.get(source)
          const response = ahead?.catch(() => fetchPayload(source)) ?? fetchPayload(source)
          // Kept too: a hover that comes late, or a way back within a moment, needs no request.
          if (!ahead) prefetched.current.set(source, response)
          const body = await response
          if (superseded()) return
          if (body.buildId !== buildId) throw new Error('a new version is deployed')
          if (body.payload.kind === 'redirect') {
            if (!body.payload.location.startsWith('/'))
              return window.location.assign(body.payload.location)
            url = new URL(body.payload.location, window.location.href)
            history = history === 'pop' ? 'replace' : history
            continue
          }
          const next: RouteState = {
            path,
            locale,
            payload: body.payload,
            initialData: body.initialData ?? current.current.initialData,
            error: null,
          }
          const [kit] = await Promise.all([headOf, prepareRef.current(next, current.current)])
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
          applyHead(kit.routeHead(next, site, origin, translateRef.current(next)))
          return
        }
        throw new Error('too many redirects')
      } catch {
        if (superseded()) return
        beforeFullLoadRef.current?.(destination(new URL(href, window.location.href)).path)
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
      const { source } = destination(new URL(href, window.location.href))
      const response = prefetched.current.get(source) ?? fetchPayload(source)
      if (!prefetched.current.has(source)) prefetched.current.set(source, response)
      const body = await response
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
