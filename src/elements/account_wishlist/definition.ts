import { defineElement } from '../registry/define-element'
import { accountWishlistSchema } from './schema'

export const definition = defineElement({
  type: 'account_wishlist',
  schema: accountWishlistSchema,
})
