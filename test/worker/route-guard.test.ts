import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { element, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { freshCmsForEachTest, get, getWithEnv } from './helpers'

/**
 * The ecommerce route guard (src/worker/guards/route-guard.ts): account pages (at or below the site's
 * `pageLinks.account`) need the customer token cookie, else a 302 to the login page with the
 * way back; cart, checkout success and account pages, and any page holding a shop element (the
 * guest order lookup), answer 404 where e-commerce is off, and the header leads to none of them.
 */
let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  for (const [path, id, title] of [
    ['/konto', 8, 'Mein Konto'],
    ['/konto/persoenliche-daten', 60, 'Persönliche Daten'],
    ['/login', 9, 'Anmelden'],
    ['/warenkorb', 7, 'Warenkorb'],
    ['/ueber-uns', 6, 'Über uns'],
  ] as const) {
    cms.set('vitalis-de', path, { status: 200, body: page({ id, slug: path, title }) })
  }
  cms.set('vitalis-de', '/en/account', {
    status: 200,
    body: page({ id: 8, slug: '/en/account', title: 'My account' }),
  })
  // The guest order lookup has no page link: it is known by its element.
  for (const [path, title] of [
    ['/bestellstatus', 'Wo ist meine Bestellung?'],
    ['/en/order-status', 'Where is my order?'],
  ] as const) {
    cms.set('vitalis-de', path, {
      status: 200,
      body: page({ id: 82, slug: path, title, content: [element(823, 'order_lookup', {})] }),
    })
  }
})

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'
const signedIn = { headers: { cookie: `vitalis_shop_token=${TOKEN}` } }

/** The sites registry with vitalis-de's e-commerce switched off. */
const withoutEcommerce = () => {
  const sites = structuredClone(env.SITES) as { sites: Record<string, unknown>[] }
  sites.sites[0] = { ...sites.sites[0], ecommerce: { enabled: false } }
  return { SITES: sites } as Partial<typeof env>
}

describe('account pages without a token', () => {
  it.each([
    ['/konto', '/login?redirect=%2Fkonto'],
    ['/konto/persoenliche-daten?tab=2', '/login?redirect=%2Fkonto%2Fpersoenliche-daten%3Ftab%3D2'],
    ['/en/account', '/en/login?redirect=%2Fen%2Faccount'],
  ])('%s answers 302 to %s before any HTML, without asking the CMS', async (path, location) => {
    const response = await get(`http://localhost${path}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('')
    expect(cms.pageRequests()).toEqual([])
  })

  it('redirects client navigation too: the payload is a redirect the router follows', async () => {
    const response = await get('http://localhost/konto/persoenliche-daten/_payload.json?v=x')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { payload: unknown }
    expect(body.payload).toEqual({
      kind: 'redirect',
      location: '/login?redirect=%2Fkonto%2Fpersoenliche-daten',
      status: 302,
    })
  })

  it('is no open redirect: only the site path itself goes into the return path', async () => {
    const response = await get('http://localhost/konto//evil.example')
    if (response.status === 302) {
      const location = response.headers.get('location') ?? ''
      expect(location.startsWith('/login')).toBe(true)
      const back = new URL(location, 'http://localhost').searchParams.get('redirect')
      expect(back === null || (back.startsWith('/') && !back.startsWith('//'))).toBe(true)
    } else {
      expect(response.status).toBe(404)
    }
    const lookalike = await get('http://localhost/kontoauszug')
    expect(lookalike.status).not.toBe(302)
  })

  it('leaves other pages and the login page alone', async () => {
    for (const path of ['/login', '/warenkorb', '/ueber-uns']) {
      expect((await get(`http://localhost${path}`)).status, path).toBe(200)
    }
  })
})

describe('account pages with a token', () => {
  it('render the page for a signed-in customer', async () => {
    const response = await get('http://localhost/konto', signedIn)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Mein Konto')
  })
})

describe('a site whose e-commerce is off', () => {
  it.each([
    '/konto',
    '/konto/persoenliche-daten',
    '/login',
    '/warenkorb',
    '/bestellung-abgeschlossen',
  ])('%s answers 404', async (path) => {
    const { response } = await getWithEnv(`http://localhost${path}`, withoutEcommerce(), signedIn)
    expect(response.status).toBe(404)
  })

  it('answers 404 to client navigation and serves its other pages', async () => {
    const payload = await getWithEnv(
      'http://localhost/warenkorb/_payload.json?v=x',
      withoutEcommerce(),
    )
    expect(payload.response.status).toBe(404)
    expect((JSON.parse(payload.body) as { payload: { kind: string } }).payload.kind).toBe(
      'not-found',
    )
    const about = await getWithEnv('http://localhost/ueber-uns', withoutEcommerce())
    expect(about.response.status).toBe(200)
  })

  it.each(['/bestellstatus', '/en/order-status'])(
    'answers 404 for the guest order lookup %s, known by its element, and to client navigation',
    async (path) => {
      const { response } = await getWithEnv(`http://localhost${path}`, withoutEcommerce())
      expect(response.status).toBe(404)
      const payload = await getWithEnv(
        `http://localhost${path}/_payload.json?v=x`,
        withoutEcommerce(),
      )
      expect(payload.response.status).toBe(404)
      expect((JSON.parse(payload.body) as { payload: { kind: string } }).payload.kind).toBe(
        'not-found',
      )
      // Where the site sells, the same page is there.
      expect((await get(`http://localhost${path}`)).status).toBe(200)
      expect((await get(`http://localhost${path}/_payload.json?v=x`)).status).toBe(200)
    },
  )

  it('offers no cart and no account in the header, signed in or not', async () => {
    for (const init of [{}, signedIn]) {
      const { body } = await getWithEnv('http://localhost/ueber-uns', withoutEcommerce(), init)
      const header = /<header[\s\S]*?<\/header>/.exec(body)?.[0] ?? ''
      expect(header).toContain('sf-header__logo')
      expect(header).not.toContain('sf-cart-link')
      expect(header).not.toContain('sf-account-link')
    }
    // Where it sells, both are there.
    const { body } = await getWithEnv('http://localhost/ueber-uns', {})
    expect(body).toContain('sf-cart-link')
    expect(body).toContain('sf-account-link')
  })
})
