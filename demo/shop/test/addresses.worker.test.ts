import { describe, expect, it } from 'vitest'
import { STORES } from '../stores'
import { type Data, failure, login, newCustomer, ok } from './helpers'

const FIELDS = `id firstname lastname company street postcode city country_code telephone
  default_shipping default_billing`
const BOOK = `query customer { customer { default_shipping default_billing addresses { ${FIELDS} } } }`
const CREATE = `mutation createCustomerAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { ${FIELDS} }
}`
const UPDATE = `mutation updateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) { ${FIELDS} }
}`
const DELETE = `mutation deleteCustomerAddress($id: Int!) { deleteCustomerAddress(id: $id) }`

const OFFICE = {
  firstname: 'Test',
  lastname: 'Kunde',
  street: ['Hafenweg 3'],
  postcode: '1010',
  city: 'Wien',
  country_code: 'AT',
}

describe('customer addresses', () => {
  it('gives the demo customer of every store one default address', async () => {
    for (const { code: brand } of STORES) {
      const data = await ok<Data>(BOOK, {}, { brand, token: await login(brand) })
      expect(data.customer.addresses).toHaveLength(1)
      const [address] = data.customer.addresses
      expect(address).toMatchObject({ default_shipping: true, default_billing: true })
      expect(data.customer.default_shipping).toBe(String(address.id))
      expect(data.customer.default_billing).toBe(String(address.id))
    }
  })

  it('creates, edits, makes default and deletes addresses, as stored in D1', async () => {
    const { token } = await newCustomer()
    const first = (await ok<Data>(CREATE, { input: OFFICE }, { token })).createCustomerAddress
    // A customer's first address becomes both defaults.
    expect(first).toMatchObject({ ...OFFICE, default_shipping: true, default_billing: true })
    const second = (
      await ok<Data>(
        CREATE,
        {
          input: {
            ...OFFICE,
            street: ['Lindenstraße 12'],
            postcode: '10115',
            city: 'Berlin',
            country_code: 'DE',
            telephone: '030 1',
          },
        },
        { token },
      )
    ).createCustomerAddress
    expect(second).toMatchObject({
      default_shipping: false,
      telephone: '030 1',
      country_code: 'DE',
    })

    const edited = (
      await ok<Data>(
        UPDATE,
        { id: second.id, input: { city: 'Potsdam', postcode: '14467' } },
        { token },
      )
    ).updateCustomerAddress
    expect(edited).toMatchObject({
      city: 'Potsdam',
      postcode: '14467',
      street: ['Lindenstraße 12'],
    })

    await ok(UPDATE, { id: second.id, input: { default_shipping: true } }, { token })
    const book = (await ok<Data>(BOOK, {}, { token })).customer
    expect(book.default_shipping).toBe(String(second.id))
    expect(book.default_billing).toBe(String(first.id))
    expect(book.addresses.map((a: Data) => [a.id, a.default_shipping, a.default_billing])).toEqual([
      [first.id, false, true],
      [second.id, true, false],
    ])

    expect(await failure(DELETE, { id: first.id }, { token })).toEqual({
      category: 'graphql-input',
      message: `Die Standard-Rechnungsadresse kann nicht gelöscht werden.`,
      path: ['deleteCustomerAddress'],
    })
    await ok(UPDATE, { id: first.id, input: { default_billing: false } }, { token })
    await ok(UPDATE, { id: second.id, input: { default_billing: true } }, { token })
    expect(await ok<Data>(DELETE, { id: first.id }, { token })).toEqual({
      deleteCustomerAddress: true,
    })
    expect((await ok<Data>(BOOK, {}, { token })).customer.addresses).toHaveLength(1)
  })

  it('answers missing fields and a country the store does not serve with Magento’s messages', async () => {
    const { token } = await newCustomer()
    expect(
      await failure(CREATE, { input: { ...OFFICE, street: [], city: ' ' } }, { token }),
    ).toEqual({
      category: 'graphql-input',
      message: 'Bitte füllen Sie alle Pflichtfelder aus (street, city).',
      path: ['createCustomerAddress'],
    })
    expect(await failure(CREATE, { input: { ...OFFICE, country_code: 'FR' } }, { token })).toEqual({
      category: 'graphql-input',
      message: 'Der Wert „FR“ ist für dieses Feld nicht zulässig.',
      path: ['createCustomerAddress'],
    })
  })

  it('refuses another customer’s address (authorization) and an unknown id (no such entity)', async () => {
    const owner = await newCustomer()
    const other = await newCustomer()
    const { id } = (await ok<Data>(CREATE, { input: OFFICE }, { token: owner.token }))
      .createCustomerAddress
    for (const [document, variables] of [
      [UPDATE, { id, input: { city: 'Graz' } }],
      [DELETE, { id }],
    ] as const) {
      expect(await failure(document, variables, { token: other.token })).toMatchObject({
        category: 'graphql-authorization',
        message: `Auf die Adresse „${id}“ haben Sie keinen Zugriff.`,
      })
    }
    expect(await failure(DELETE, { id: 999999 }, { token: owner.token })).toMatchObject({
      category: 'graphql-no-such-entity',
      message: 'Diese Adresse gibt es nicht mehr. Bitte laden Sie die Seite neu.',
    })
    expect(await failure(CREATE, { input: OFFICE })).toMatchObject({
      category: 'graphql-authorization',
      message: 'Bitte melden Sie sich erneut an.',
    })
  })
})
