/**
 * The demo's stand-in for matomo.js: Matomo's command queue (`_paq`) with the commands the
 * storefront sends, each tracking call sent to the tracker URL as Matomo sends it (a beacon
 * with the tracking parameters in the query). Every request is also kept in
 * `window.__matomoStandIn.requests`, so tests read what would have reached Matomo. The opt-out
 * is Matomo's consent-removed cookie, which Matomo writes even in cookie-less mode.
 */
export const MATOMO_STAND_IN = String.raw`(function () {
  'use strict'
  var OPT_OUT = 'mtm_consent_removed'
  var queued = window._paq || []
  var requests = []
  var config = { trackerUrl: '', siteId: '', customUrl: null, title: null, referrer: null, view: null, cart: [] }
  var optedOut = function () {
    return document.cookie.split('; ').some(function (c) {
      return c.indexOf(OPT_OUT + '=') === 0 && c.length > OPT_OUT.length + 1
    })
  }
  var send = function (params) {
    if (optedOut() || !config.trackerUrl) return
    var all = Object.assign({ idsite: config.siteId, rec: '1', url: config.customUrl || location.href, urlref: config.referrer || document.referrer }, params)
    var query = new URLSearchParams()
    Object.keys(all).forEach(function (key) { if (all[key] !== undefined && all[key] !== null) query.set(key, String(all[key])) })
    requests.push(Object.fromEntries(query))
    navigator.sendBeacon(config.trackerUrl + '?' + query.toString())
  }
  var tracker = {
    setTrackerUrl: function (url) { config.trackerUrl = url },
    setSiteId: function (id) { config.siteId = String(id) },
    disableCookies: function () {},
    enableLinkTracking: function () {},
    setCustomUrl: function (url) { config.customUrl = url },
    setDocumentTitle: function (title) { config.title = title },
    setReferrerUrl: function (url) { config.referrer = url },
    setEcommerceView: function (sku, name, category, price) {
      config.view = { _pks: sku || '', _pkn: name || '', _pkc: category || '', _pkp: price || '' }
    },
    trackPageView: function () {
      send(Object.assign({ action_name: config.title || document.title }, config.view || {}))
      config.view = null
    },
    trackSiteSearch: function (keyword, category, count) {
      send({ search: keyword, search_cat: category || '', search_count: count === undefined ? '' : count })
    },
    clearEcommerceCart: function () { config.cart = [] },
    addEcommerceItem: function (sku, name, category, price, quantity) {
      config.cart.push([sku, name || '', category || '', price || 0, quantity || 1])
    },
    trackEcommerceCartUpdate: function (total) {
      send({ idgoal: '0', revenue: total, ec_items: JSON.stringify(config.cart) })
    },
    trackEcommerceOrder: function (orderId, total, subtotal, tax, shipping) {
      send({ idgoal: '0', ec_id: orderId, revenue: total, ec_sh: shipping, ec_items: JSON.stringify(config.cart) })
      config.cart = []
    },
    isUserOptedOut: optedOut,
    optUserOut: function () {
      document.cookie = OPT_OUT + '=' + Date.now() + '; path=/; max-age=31536000; SameSite=Lax'
    },
    forgetUserOptOut: function () {
      document.cookie = OPT_OUT + '=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax'
    },
  }
  var run = function (command) {
    if (typeof command === 'function') return command.call(tracker)
    var method = tracker[command[0]]
    if (typeof method !== 'function') return console.warn('matomo stand-in: unknown command', command[0])
    method.apply(tracker, command.slice(1))
  }
  window._paq = { push: function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]) } }
  window.__matomoStandIn = { requests: requests }
  queued.forEach(run)
})()
`

/**
 * The stand-in Tag Manager container: it takes over the `_mtm` data layer as a container does
 * and keeps every event it receives in `window.__mtmStandIn.events`, where tests read them.
 */
export const CONTAINER_STAND_IN = String.raw`(function () {
  'use strict'
  var layer = (window._mtm = window._mtm || [])
  var events = layer.slice()
  var push = layer.push
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) events.push(arguments[i])
    return push.apply(layer, arguments)
  }
  window.__mtmStandIn = { events: events }
})()
`
