import { SELF, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { STORE_VIEWS } from '../store-views'
import { ENGLISH, GERMAN, insertEnglishRows } from './english-rows'
import { type Data, SHOP, addItems, createGuestCart, failure, gql, ok } from './helpers'

const CART = `query Cart($id: String!) {
  cart(cart_id: $id) {
    items { product { sku name } }
    available_payment_methods { code title }
  }
}`

const TOTALS = `mutation Totals($input: EstimateTotalsInput!) {
  estimateTotals(input: $input) {
    cart {
      prices { applied_taxes { label } }
      shipping_addresses { country { label } }
    }
  }
}`

const METHODS = `mutation Methods($input: EstimateTotalsInput!) {
  estimateShippingMethods(input: $input) { carrier_code carrier_title method_title }
}`

const UNKNOWN_CART = '{ cart(cart_id: "doesnotexist") { id } }'

beforeAll(insertEnglishRows)

describe('the Store header', () => {
  it('mirrors the store_views table of the migrations', async () => {
    const { results } = await env.SHOP_DB.prepare(
      'SELECT code, store, locale, is_default FROM store_views ORDER BY code',
    ).all<{ code: string; store: string; locale: string; is_default: number }>()
    expect(results).toEqual(
      [...STORE_VIEWS]
        .sort((a, b) => a.code.localeCompare(b.code))
        .map((v) => ({ code: v.code, store: v.store, locale: v.locale, is_default: +v.isDefault })),
    )
  })

  it('refuses a store that is not one of the brand’s views, as Magento’s StoreValidator', async () => {
    for (const store of ['vitalis_fr', 'litozin_en', 'default']) {
      const result = await gql(UNKNOWN_CART, {}, { store })
      expect(result, store).toEqual({
        errors: [
          { message: 'Requested store is not found', extensions: { category: 'graphql-input' } },
        ],
      })
    }
  })

  it('is read whatever the case of its name, and says the phrases in the view’s language', async () => {
    const response = await SELF.fetch(`${SHOP}/vitalis/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', STORE: 'vitalis_en' },
      body: JSON.stringify({ query: UNKNOWN_CART }),
    })
    expect(((await response.json()) as Data).errors[0].message).toBe(
      'Could not find a cart with ID "doesnotexist"',
    )
    for (const store of [undefined, '', 'vitalis_de']) {
      expect(await failure(UNKNOWN_CART, {}, { store }), String(store)).toEqual({
        message: 'Der Warenkorb „doesnotexist“ wurde nicht gefunden.',
        category: 'graphql-no-such-entity',
        path: ['cart'],
      })
    }
  })

  it('says the user errors answered as data in the view’s language', async () => {
    const id = await createGuestCart()
    const english = await addItems(id, [{ sku: 'NO-SUCH-SKU', quantity: 1 }], {
      store: 'vitalis_en',
    })
    expect(english.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
    ])
    const german = await addItems(id, [{ sku: 'NO-SUCH-SKU', quantity: 1 }])
    expect(german.user_errors[0].message).toBe(
      'Das Produkt mit der Artikelnummer „NO-SUCH-SKU“ gibt es nicht (mehr).',
    )
  })
})

describe('a cart across the views of its brand', () => {
  it('made in the German view, answers the English view with English names and titles', async () => {
    const id = await createGuestCart()
    await addItems(id, [{ sku: 'VIT-D3-1000', quantity: 1 }], { store: 'vitalis_de' })
    const german = (await ok<Data>(CART, { id })).cart
    expect(german.items).toEqual([{ product: { sku: 'VIT-D3-1000', name: GERMAN.name } }])
    expect(german.available_payment_methods[0]).toEqual({ code: 'checkmo', title: 'Vorkasse' })
    const english = (await ok<Data>(CART, { id }, { store: 'vitalis_en' })).cart
    expect(english.items).toEqual([{ product: { sku: 'VIT-D3-1000', name: ENGLISH.name } }])
    expect(english.available_payment_methods[0]).toEqual({
      code: 'checkmo',
      title: 'Payment in advance',
    })
  })

  it('names shipping methods, taxes and countries in the view’s language', async () => {
    const id = await createGuestCart()
    await addItems(id, [{ sku: 'VIT-D3-1000', quantity: 1 }])
    const input = (country: string) => ({
      input: { cart_id: id, address: { country_code: country, postcode: '10115' } },
    })
    const methods = async (store?: string) =>
      (await ok<Data>(METHODS, input('DE'), { store })).estimateShippingMethods
    expect(await methods()).toEqual([
      { carrier_code: 'flatrate', carrier_title: 'Standardversand', method_title: 'DHL Paket' },
      {
        carrier_code: 'express',
        carrier_title: 'Expressversand',
        method_title: 'DHL Express (1 Werktag)',
      },
    ])
    expect(await methods('vitalis_en')).toEqual([
      { carrier_code: 'flatrate', carrier_title: 'Standard shipping', method_title: 'DHL parcel' },
      {
        carrier_code: 'express',
        carrier_title: 'Express shipping',
        method_title: 'DHL Express (1 working day)',
      },
    ])
    const totals = async (country: string, store?: string) => {
      const { cart } = (await ok<Data>(TOTALS, input(country), { store })).estimateTotals
      return [cart.prices.applied_taxes[0].label, cart.shipping_addresses[0].country.label]
    }
    expect(await totals('DE')).toEqual(['MwSt. 7 %', 'Deutschland'])
    expect(await totals('AT')).toEqual(['USt. 10 %', 'Österreich'])
    expect(await totals('DE', 'vitalis_en')).toEqual(['VAT 7 %', 'Germany'])
    expect(await totals('AT', 'vitalis_en')).toEqual(['VAT 10 %', 'Austria'])
  })
})

describe('GET /<brand>/configmanager/index per store view', () => {
  const config = (store?: string) =>
    SELF.fetch(`${SHOP}/vitalis/configmanager/index`, { headers: store ? { store } : {} })

  it('answers the view’s locale and code, the currency of the brand', async () => {
    expect(await (await config('vitalis_en')).json()).toEqual({
      currency: 'EUR',
      locale: 'en_GB',
      timezone: 'Europe/Berlin',
      store_code: 'vitalis_en',
      countries: ['DE', 'AT'],
    })
    expect(await (await config('vitalis_de')).json()).toMatchObject({
      locale: 'de_DE',
      store_code: 'vitalis_de',
    })
  })

  it('answers 404 for a store that is not one of the brand’s views', async () => {
    const response = await config('stozzon_en')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Requested store is not found' })
  })
})
