import { defineElement } from '../registry/define-element'
import { accountAddressesSchema } from './schema'

export const definition = defineElement({
  type: 'account_addresses',
  schema: accountAddressesSchema,
})
