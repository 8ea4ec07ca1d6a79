import { describe, expect, it } from 'vitest'
import { guardRoute, isAccountPath, type GuardSite } from './route-guard'

const site: GuardSite = {
  locales: [
    { code: 'de', languageId: 0, twoLetterIsoCode: 'de', hreflang: 'de-DE', direction: 'ltr' },
    { code: 'en', languageId: 1, twoLetterIsoCode: 'en', hreflang: 'en-DE', direction: 'ltr' },
  ],
  defaultLocale: 'de',
  pageLinks: {
    login: '/login',
    cart: { de: '/warenkorb', en: '/cart' },
    privacy: '/datenschutz',
    products: '/produkte',
    success: { de: '/bestellung-abgeschlossen', en: '/order-complete' },
    account: { de: '/konto', en: '/account' },
    register: { de: '/registrieren', en: '/register' },
    password: { de: '/passwort-vergessen', en: '/forgot-password' },
    orderStatus: { de: '/bestellstatus', en: '/order-status' },
  },
  ecommerce: { enabled: true },
}
const off = { ...site, ecommerce: { enabled: false } }

describe('isAccountPath', () => {
  it.each([
    ['/konto', true],
    ['/konto/', true],
    ['/konto/adressen', true],
    ['/en/account/orders', true],
    ['/kontoauszug', false],
    ['/account', false], // the German account is /konto
    ['/en/konto', false],
    ['/login', false],
    ['/registrieren', false],
  ])('%s: %s', (path, expected) => expect(isAccountPath(site, path)).toBe(expected))
})

describe('guardRoute', () => {
  it('sends a guest from an account page to the login page with the way back', () => {
    expect(guardRoute(site, '/konto/adressen', '?edit=3', false)).toEqual({
      kind: 'login',
      location: '/login?redirect=%2Fkonto%2Fadressen%3Fedit%3D3',
    })
    expect(guardRoute(site, '/en/account', '', false)).toEqual({
      kind: 'login',
      location: '/en/login?redirect=%2Fen%2Faccount',
    })
  })

  it('lets a customer with a token and everybody elsewhere through', () => {
    expect(guardRoute(site, '/konto', '', true)).toEqual({ kind: 'allow' })
    for (const path of ['/', '/login', '/registrieren', '/warenkorb', '/produkte']) {
      expect(guardRoute(site, path, '', false), path).toEqual({ kind: 'allow' })
    }
  })

  it('never builds a return path that leaves the site', () => {
    // A path that browsers read as protocol-relative is dropped, not followed.
    const outcome = guardRoute(site, '/konto', '', false)
    expect(outcome).toEqual({ kind: 'login', location: '/login?redirect=%2Fkonto' })
    const odd = guardRoute(
      { ...site, pageLinks: { ...site.pageLinks, account: '/' } },
      '//evil',
      '',
      false,
    )
    expect(odd).toEqual({ kind: 'allow' })
  })

  it('answers 404 for the shop pages where e-commerce is off, signed in or not', () => {
    for (const path of [
      '/warenkorb',
      '/en/cart',
      '/bestellung-abgeschlossen',
      '/login',
      '/en/login',
      '/registrieren',
      '/passwort-vergessen',
      '/konto',
      '/en/account/details',
    ]) {
      expect(guardRoute(off, path, '', true), path).toEqual({ kind: 'not-found' })
    }
    expect(guardRoute(off, '/produkte', '', false)).toEqual({ kind: 'allow' })
  })
})
