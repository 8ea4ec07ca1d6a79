import { GraphQLError } from 'graphql'

/** The categories Magento puts into `errors[].extensions.category`. */
export type ErrorCategory =
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-input'
  | 'graphql-already-exists'

const shopError = (category: ErrorCategory, message: string) =>
  new GraphQLError(message, { extensions: { category } })

export const noSuchEntity = (message: string) => shopError('graphql-no-such-entity', message)
export const notAuthorized = (message: string) => shopError('graphql-authorization', message)
export const notAuthenticated = (message: string) => shopError('graphql-authentication', message)
export const invalidInput = (message: string) => shopError('graphql-input', message)
export const alreadyExists = (message: string) => shopError('graphql-already-exists', message)

/** Magento's own wording, word for word: the storefront translates these texts. */
export const MESSAGES = {
  customerNotAuthorized: "The current customer isn't authorized.",
  cartNotFound: (id: string) => `Could not find a cart with ID "${id}"`,
  cartInactive: "The cart isn't active.",
  cartForbidden: (id: string) => `The current user cannot perform operations on cart "${id}"`,
  missing: (name: string) => `Required parameter "${name}" is missing`,
  signInFailed:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  couponInvalid: "The coupon code isn't valid. Verify the code and try again.",
  couponAlreadyApplied:
    'A coupon is already applied to the cart. Please remove it to apply another',
  cartEmpty: 'Cart does not contain products.',
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  notSalable: 'Product that you are trying to add is not available.',
  insufficientStock: 'The requested qty is not available',
  quantityNotPositive: 'The product quantity should be greater than 0',
  decimalQuantity: 'You cannot use decimal quantity for this product.',
  outOfStock: 'This product is out of stock.',
} as const
