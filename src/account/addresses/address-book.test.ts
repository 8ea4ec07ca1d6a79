import { germanTranslate } from '../../../test/support/german-texts'
import { describe, expect, it } from 'vitest'
import { TEST_TEXTS, tokenCookie } from '../../shop/testing'
import { CUSTOMER_EMAIL, CUSTOMER_TOKEN, createAccountHarness } from '../testing/account-harness'
import { createAddressActions } from './address-actions'
import { createAddressBook } from './address-book'
import type { AddressFormValues } from './address-model'

const HOME = {
  id: 7,
  firstname: 'Anna',
  lastname: 'Schneider',
  company: null,
  street: ['Lindenstraße 12'],
  postcode: '10115',
  city: 'Berlin',
  country_code: 'DE',
  telephone: '030 1234567',
  default_shipping: true,
  default_billing: true,
}

const OFFICE: AddressFormValues = {
  firstname: ' Anna ',
  lastname: 'Schneider',
  company: 'Vitalis GmbH',
  street: 'Hafenweg 3',
  street2: '',
  postcode: '1010',
  city: 'Wien',
  countryCode: 'at',
  telephone: '',
  defaultShipping: false,
  defaultBilling: false,
}

/** A signed-in customer with one default address, and the address book of their page. */
const signedIn = ({ currentPath = '/konto/adressen' } = {}) => {
  const harness = createAccountHarness({ cookies: tokenCookie(), currentPath })
  harness.shop.state.customers.add(CUSTOMER_TOKEN)
  const account = harness.shop.state.accounts.get(CUSTOMER_EMAIL)!
  account.addresses = [{ ...HOME, street: [...HOME.street] }]
  const t = germanTranslate(TEST_TEXTS)
  const actions = createAddressActions({
    client: harness.shop,
    session: harness.session,
    cart: harness.cartActions,
    messages: harness.messages,
    t,
    texts: () => TEST_TEXTS,
    navigate: (path) => harness.navigations.push(path),
    loginPath: () => '/login',
    currentPath: () => currentPath,
  })
  const book = createAddressBook(async () => actions)
  return { ...harness, book, account }
}

describe('the address book', () => {
  it('loads the customer’s addresses with their default flags', async () => {
    const { book, shop } = signedIn()
    expect(book.store.getState().status).toBe('idle')
    expect(await book.load()).toBe(true)
    expect(book.store.getState()).toMatchObject({
      status: 'ready',
      addresses: [
        {
          id: 7,
          street: 'Lindenstraße 12',
          countryCode: 'DE',
          defaultShipping: true,
          defaultBilling: true,
        },
      ],
    })
    expect(shop.calls.map((call) => [call.operation, call.token])).toEqual([
      ['customer', CUSTOMER_TOKEN],
    ])
  })

  it('adds an address with the form’s values trimmed and says so', async () => {
    const { book, shop, texts } = signedIn()
    await book.load()
    expect(await book.create(OFFICE)).toBe(true)
    expect(shop.calls.at(-1)?.variables).toEqual({
      input: {
        firstname: 'Anna',
        lastname: 'Schneider',
        company: 'Vitalis GmbH',
        street: ['Hafenweg 3'],
        postcode: '1010',
        city: 'Wien',
        country_code: 'AT',
        telephone: '',
      },
    })
    const addresses = book.store.getState().addresses
    expect(addresses.map((address) => [address.city, address.defaultShipping])).toEqual([
      ['Berlin', true],
      ['Wien', false],
    ])
    expect(texts()).toEqual([
      { message: 'Die Adresse wurde gespeichert.', type: 'success', area: 'global' },
    ])
  })

  it('moves the default flag to the address made default', async () => {
    const { book } = signedIn()
    await book.load()
    await book.create(OFFICE)
    const office = book.store.getState().addresses.find((address) => address.city === 'Wien')!
    expect(await book.makeDefault(office.id, 'shipping')).toBe(true)
    expect(
      book.store.getState().addresses.map((a) => [a.city, a.defaultShipping, a.defaultBilling]),
    ).toEqual([
      ['Wien', true, false],
      ['Berlin', false, true],
    ])
  })

  it('edits an address and deletes one that is no default', async () => {
    const { book, account } = signedIn()
    await book.load()
    await book.create(OFFICE)
    const office = book.store.getState().addresses.find((address) => address.city === 'Wien')!
    expect(
      await book.update(7, { ...OFFICE, city: 'Potsdam', postcode: '14467', countryCode: 'DE' }),
    ).toBe(true)
    expect(book.store.getState().addresses[0]).toMatchObject({ id: 7, city: 'Potsdam' })
    expect(await book.remove(office.id)).toBe(true)
    expect(book.store.getState().addresses.map((address) => address.id)).toEqual([7])
    expect(account.addresses?.map((address) => address.id)).toEqual([7])
  })

  it('shows the shop’s refusal and keeps the book as it was', async () => {
    const { book, texts } = signedIn()
    await book.load()
    expect(await book.remove(7)).toBe(false)
    expect(book.store.getState().addresses).toHaveLength(1)
    expect(book.store.getState().busy).toBeNull()
    expect(texts()).toEqual([
      {
        message: 'Customer Address 7 is set as default billing address and can not be deleted',
        type: 'error',
        area: 'global',
      },
    ])
  })

  it('shows Magento’s message for missing fields', async () => {
    const { book, texts } = signedIn()
    await book.load()
    expect(await book.create({ ...OFFICE, city: ' ' })).toBe(false)
    expect(texts()).toEqual([
      { message: 'Required parameters are missing: city', type: 'error', area: 'global' },
    ])
  })

  it('ends an expired session at the login page with the way back', async () => {
    const { book, shop, session, navigations } = signedIn()
    shop.state.customers.clear()
    expect(await book.load()).toBe(false)
    expect(book.store.getState().status).toBe('failed')
    expect(session.token()).toBeNull()
    expect(navigations).toEqual(['/login?redirect=%2Fkonto%2Fadressen'])
  })

  it('treats another customer’s address as not the customer’s: an authorization error', async () => {
    const { book, shop } = signedIn()
    shop.state.accounts.set('other@example.com', {
      password: 'x',
      token: 'other',
      firstname: 'O',
      lastname: 'Ther',
      addresses: [{ ...HOME, id: 99 }],
    })
    await book.load()
    const result = await shop.mutate('mutation updateCustomerAddress { x }', { id: 99, input: {} })
    expect(result.ok ? null : result.error.errors[0]?.category).toBe('graphql-authorization')
    const unknown = await shop.mutate('mutation deleteCustomerAddress { x }', { id: 12345 })
    expect(unknown.ok ? null : unknown.error.errors[0]?.category).toBe('graphql-no-such-entity')
  })
})
