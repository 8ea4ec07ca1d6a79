import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { STORES } from '../stores'
import { SHOP } from './helpers'

describe('GET /<brand>/configmanager/index', () => {
  it.each(STORES.map((store) => store.code))(
    'answers the %s shop configuration with its currency',
    async (brand) => {
      const response = await SELF.fetch(`${SHOP}/${brand}/configmanager/index`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect(await response.json()).toEqual({
        currency: 'EUR',
        locale: 'de_DE',
        timezone: 'Europe/Berlin',
        store_code: `${brand}_de`,
        // The countries it delivers to: the ones it has shipping rates for.
        countries: ['DE', 'AT'],
      })
    },
  )

  it('answers 404 for a shop that does not exist', async () => {
    const response = await SELF.fetch(`${SHOP}/acme/configmanager/index`)
    expect(response.status).toBe(404)
  })
})
