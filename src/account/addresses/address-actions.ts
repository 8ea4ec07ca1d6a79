import {
  createCustomerAddress,
  deleteCustomerAddress,
  fetchCustomerAddresses,
  handleShopError,
  type ShopError,
  updateCustomerAddress,
} from '../../shop'
import type { AccountActionsEnvironment } from '../actions/context'
import {
  toAddressInput,
  toCustomerAddress,
  type AddressDefault,
  type AddressFormValues,
  type CustomerAddress,
} from './address-model'

/**
 * The address book's calls: each resolves to its result, or to null once a
 * failure was shown to the shopper through the error catalogue (SPEC.md section 8: the shop's
 * message translated, a session that ended goes to the login page), so callers need no
 * try/catch. Success messages are shown here too. The type is the factory's, so "go to
 * definition" on a call leads to its code.
 */
export type AddressActions = ReturnType<typeof createAddressActions>

/** What the address calls need: the account's environment, of the session its token and end. */
export type AddressActionsEnvironment = Omit<AccountActionsEnvironment, 'session'> & {
  session: Pick<AccountActionsEnvironment['session'], 'expire' | 'token'>
}

export const createAddressActions = (env: AddressActionsEnvironment) => {
  const fail = async (error: ShopError) => {
    await handleShopError(error, {
      ...env,
      resetCart: () => env.cart.reset(),
      reinitialise: () => env.cart.initialise(),
    })
    return null
  }
  const success = (message: string) => env.messages.getState().add({ message, type: 'success' })

  return {
    list: async (): Promise<CustomerAddress[] | null> => {
      const result = await fetchCustomerAddresses(env.client)
      return result.ok ? result.data.map(toCustomerAddress) : fail(result.error)
    },
    create: async (values: AddressFormValues): Promise<CustomerAddress | null> => {
      const result = await createCustomerAddress(env.client, toAddressInput(values))
      if (!result.ok) return fail(result.error)
      success(env.t('account.addresses.added'))
      return toCustomerAddress(result.data)
    },
    update: async (id: number, values: AddressFormValues): Promise<CustomerAddress | null> => {
      const result = await updateCustomerAddress(env.client, id, toAddressInput(values))
      if (!result.ok) return fail(result.error)
      success(env.t('account.addresses.saved'))
      return toCustomerAddress(result.data)
    },
    makeDefault: async (id: number, kind: AddressDefault): Promise<CustomerAddress | null> => {
      const input = kind === 'shipping' ? { default_shipping: true } : { default_billing: true }
      const result = await updateCustomerAddress(env.client, id, input)
      if (!result.ok) return fail(result.error)
      if (kind === 'shipping') success(env.t('account.addresses.default-shipping-set'))
      else success(env.t('account.addresses.default-billing-set'))
      return toCustomerAddress(result.data)
    },
    remove: async (id: number): Promise<boolean> => {
      const result = await deleteCustomerAddress(env.client, id)
      if (!result.ok) return (await fail(result.error)) ?? false
      success(env.t('account.addresses.deleted'))
      return true
    },
  }
}
