import { defineElement } from '../registry/define-element'
import { accountInformationSchema } from './schema'

export const definition = defineElement({
  type: 'account_information',
  schema: accountInformationSchema,
})
