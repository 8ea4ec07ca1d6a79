import type { RawCustomerAddress } from '../operations/customer-addresses'
import { FakeShopError, type FakeShopState } from './fake-shop-model'

/**
 * The fake shop's address book (createCustomerAddress, updateCustomerAddress,
 * deleteCustomerAddress), with Magento's rules and messages: required fields, a new default
 * moves the flag, a default address cannot be deleted, another customer's address is an
 * authorization error and an unknown one no-such-entity.
 */
type Resolver = (
  state: FakeShopState,
  variables: Record<string, unknown>,
  token: string | null,
) => unknown

const raise = (category: string, message: string, path: string): never => {
  throw new FakeShopError(category, message, [path])
}

const accountOf = (state: FakeShopState, token: string | null, path: string) => {
  const account = [...state.accounts.values()].find((entry) => entry.token === token)
  if (!token || !state.customers.has(token) || !account)
    return raise('graphql-authorization', "The current customer isn't authorized.", path)
  account.addresses ??= []
  return account as typeof account & { addresses: RawCustomerAddress[] }
}

const findAddress = (state: FakeShopState, token: string | null, id: number, path: string) => {
  const own = accountOf(state, token, path).addresses.find((address) => address.id === id)
  if (own) return own
  const foreign = [...state.accounts.values()].some((entry) =>
    (entry.addresses ?? []).some((address) => address.id === id),
  )
  return foreign
    ? raise(
        'graphql-authorization',
        `Current customer does not have permission to address with ID "${id}"`,
        path,
      )
    : raise('graphql-no-such-entity', `Could not find a address with ID "${id}"`, path)
}

const REQUIRED = ['firstname', 'lastname', 'street', 'city', 'postcode', 'country_code'] as const

const apply = (
  addresses: RawCustomerAddress[],
  address: RawCustomerAddress,
  input: Record<string, unknown>,
) => {
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) Object.assign(address, { [key]: value })
  }
  for (const flag of ['default_shipping', 'default_billing'] as const) {
    if (input[flag] === true)
      for (const other of addresses) if (other !== address) other[flag] = false
  }
  return address
}

export const addressResolvers: Record<string, Resolver> = {
  createCustomerAddress: (state, v, token) => {
    const { addresses } = accountOf(state, token, 'createCustomerAddress')
    const input = (v['input'] ?? {}) as Record<string, unknown>
    const missing = REQUIRED.filter((key) => {
      const value = input[key]
      return Array.isArray(value) ? !value.some(Boolean) : !value
    })
    if (missing.length)
      raise(
        'graphql-input',
        `Required parameters are missing: ${missing.join(', ')}`,
        'createCustomerAddress',
      )
    const address: RawCustomerAddress = {
      id: state.nextId++,
      firstname: null,
      lastname: null,
      company: null,
      street: [],
      postcode: null,
      city: null,
      country_code: null,
      telephone: null,
      default_shipping: addresses.length === 0,
      default_billing: addresses.length === 0,
    }
    addresses.push(address)
    return { createCustomerAddress: apply(addresses, address, input) }
  },
  updateCustomerAddress: (state, v, token) => {
    const address = findAddress(state, token, Number(v['id']), 'updateCustomerAddress')
    const { addresses } = accountOf(state, token, 'updateCustomerAddress')
    return {
      updateCustomerAddress: apply(
        addresses,
        address,
        (v['input'] ?? {}) as Record<string, unknown>,
      ),
    }
  },
  deleteCustomerAddress: (state, v, token) => {
    const address = findAddress(state, token, Number(v['id']), 'deleteCustomerAddress')
    const account = accountOf(state, token, 'deleteCustomerAddress')
    for (const [flag, word] of [
      ['default_billing', 'billing'],
      ['default_shipping', 'shipping'],
    ] as const) {
      if (address[flag])
        raise(
          'graphql-input',
          `Customer Address ${address.id} is set as default ${word} address and can not be deleted`,
          'deleteCustomerAddress',
        )
    }
    account.addresses = account.addresses.filter((entry) => entry !== address)
    return { deleteCustomerAddress: true }
  },
}
