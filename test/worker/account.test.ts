import { describe, expect, it } from 'vitest'
import { page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { freshCmsForEachTest, get } from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  cms.set('vitalis-de', '/ueber-uns', {
    status: 200,
    body: page({ id: 7, slug: '/ueber-uns', title: 'Über uns' }),
  })
  cms.set('vitalis-de', '/en/about-us', {
    status: 200,
    body: page({ id: 7, slug: '/en/about-us', title: 'About us' }),
  })
})

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'

const accountLinkOf = async (cookie?: string, path = '/ueber-uns') => {
  const response = await get(`http://localhost${path}`, cookie ? { headers: { cookie } } : {})
  expect(response.status).toBe(200)
  const html = await response.text()
  return /<a class="sf-header__action sf-account-link"[^>]*>[\s\S]*?<\/a>/.exec(html)?.[0] ?? ''
}

describe('the header’s account link in the server render', () => {
  it('shows a signed-in customer from the token cookie, before any script runs', async () => {
    const link = await accountLinkOf(`vitalis_shop_token=${TOKEN}`)
    expect(link).toContain('data-signed-in="true"')
    expect(link).toContain('sf-account-link__mark')
    expect(link).toContain('Mein Konto')
  })

  it('leads a signed-in customer to the account overview of the page’s language', async () => {
    const cookie = `vitalis_shop_token=${TOKEN}`
    expect(await accountLinkOf(cookie)).toContain('href="/konto"')
    expect(await accountLinkOf(cookie, '/en/about-us')).toContain('href="/en/account"')
    expect(await accountLinkOf(undefined, '/en/about-us')).toContain(
      'href="/en/login?redirect=%2Fen%2Fabout-us"',
    )
  })

  it('shows a guest the sign-in link: no cookie, another brand’s cookie, or one that is no token', async () => {
    for (const cookie of [
      undefined,
      `litozin_shop_token=${TOKEN}`,
      'vitalis_shop_token=%3Cscript%3E',
    ]) {
      const link = await accountLinkOf(cookie)
      expect(link, String(cookie)).toContain('data-signed-in="false"')
      // The sign-in leads back to the page shown.
      expect(link, String(cookie)).toContain('href="/login?redirect=%2Fueber-uns"')
      expect(link, String(cookie)).toContain('Anmelden')
    }
  })
})
