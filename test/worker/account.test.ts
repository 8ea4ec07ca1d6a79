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
})

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'

const accountLinkOf = async (cookie?: string) => {
  const response = await get('http://localhost/ueber-uns', cookie ? { headers: { cookie } } : {})
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

  it('shows a guest the sign-in link: no cookie, another brand’s cookie, or one that is no token', async () => {
    for (const cookie of [
      undefined,
      `litozin_shop_token=${TOKEN}`,
      'vitalis_shop_token=%3Cscript%3E',
    ]) {
      const link = await accountLinkOf(cookie)
      expect(link, String(cookie)).toContain('data-signed-in="false"')
      expect(link, String(cookie)).toContain('Anmelden')
    }
  })
})
