/**
 * Every message the demo shop sends a shopper's storefront, in Magento's own wording (its
 * `__()` phrases, placeholders %1, %2 …): what the English store views answer. The German views
 * answer PHRASES_DE (phrases-de.ts).
 */
export const PHRASES = {
  customerNotAuthorized: "The current customer isn't authorized.",
  cartNotFound: 'Could not find a cart with ID "%1"',
  cartInactive: "The cart isn't active.",
  cartForbidden: 'The current user cannot perform operations on cart "%1"',
  missing: 'Required parameter "%1" is missing',
  missingInItems: 'Required parameter "%1" for "cart_items" is missing.',
  missingDot: 'Required parameter "%1" is missing.',
  cartItemNotFound: 'Could not find cart item with id: %1.',
  cartItemMissing: "The cart doesn't contain the item",
  signInFailed:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  specifyValue: 'Specify the "%1" value.',
  fieldRequired: '"%1" is required. Enter and try again.',
  invalidEmail: '"%1" is not a valid email address.',
  passwordTooShort:
    'The password needs at least 8 characters. Create a new password and try again.',
  passwordClasses:
    'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
  emailTaken: 'A customer with the same email address already exists in an associated website.',
  orderForeign: 'Order number "%1" doesn\'t belong to the current customer',
  orderNotLocated: "We couldn't locate an order with the information provided.",
  orderGuestLogin: 'Please login to view the order.',
  entityMissing: "The entity that was requested doesn't exist. Verify the entity and try again.",
  returnNotEligible: 'The order item "%1" cannot be returned.',
  returnQuantity: 'A quantity of %1 cannot be returned for "%2".',
  returnNoItems: 'Select at least one item to return.',
  returnPeriodOver: 'Order "%1" is older than the %2-day return period and cannot be returned.',
  couponInvalid: "The coupon code isn't valid. Verify the code and try again.",
  couponAlreadyApplied:
    'A coupon is already applied to the cart. Please remove it to apply another',
  cartEmpty: 'Cart does not contain products.',
  productNotFound: 'Could not find a product with SKU "%1"',
  notSalable: 'Product that you are trying to add is not available.',
  chooseOptions: 'You need to choose options for your item.',
  optionsNotAvailable: 'The required options you selected are not available.',
  insufficientStock: 'The requested qty is not available',
  quantityNotPositive: 'The product quantity should be greater than 0',
  decimalQuantity: 'You cannot use decimal quantity for this product.',
  outOfStock: 'This product is out of stock.',
  pageSizeNotPositive: 'pageSize value must be greater than 0.',
  currentPageNotPositive: 'currentPage value must be greater than 0.',
  currentPageTooHigh: 'currentPage value %1 specified is greater than the %2 page(s) available.',
  searchOrFilter: "'search' or 'filter' input argument is required.",
  cartIdLength: 'Cart ID length should be 32 characters.',
  cartIdTaken: 'Cart with ID "%1" already exists.',
  useCustomerCart: 'Use `Query.customerCart` for logged in customer.',
  // The account screens (password forgotten and reset, account information):
  invalidLogin: 'Invalid login or password.',
  emailFormat: 'The email address has an invalid format.',
  resetRequestFailed: "Cannot reset the customer's password",
  resetFailed: "Cannot set the customer's password",
  emailMissing: 'You must specify an email address.',
  mustBeSpecified: '%1 must be specified',
  // Product reviews and wishlists (translated in src/lib/texts/ecommerce-texts.ts like all):
  reviewsPageTooHigh:
    'currentPage value %1 specified is greater than the number of pages available.',
  reviewNickname: 'Please enter a nickname.',
  reviewSummary: 'Please enter a review summary.',
  reviewText: 'Please enter a review.',
  reviewRatings: 'Please select one of each of the ratings above.',
  wishlistGuest: 'The current user cannot perform operations on wishlist',
  wishlistNotFound: 'The wishlist was not found.',
  wishlistIdMissing: '"wishlistId" value should be specified',
  wishlistQuantityZero: 'The quantity of a wish list item cannot be 0',
  wishlistNoStock: 'Cannot add product without stock to wishlist.',
  wishlistItemForeign: 'The wishlist item with ID "%1" does not belong to the wishlist',
  wishlistItemUnknown: "We can't specify a wish list item.",
  wishlistItemsNotFound: 'The wishlist item ids "%1" were not found.',
  // The address book (Magento_CustomerGraphQl's GetCustomerAddress, Create/DeleteCustomerAddress):
  addressFieldsMissing: 'Required parameters are missing: %1',
  addressNotFound: 'Could not find a address with ID "%1"',
  addressForeign: 'Current customer does not have permission to address with ID "%1"',
  addressDefaultBilling:
    'Customer Address %1 is set as default billing address and can not be deleted',
  addressDefaultShipping:
    'Customer Address %1 is set as default shipping address and can not be deleted',
  addressInvalidValue: 'Invalid value of "%1" provided for the %2 field.',
} as const

export type PhraseName = keyof typeof PHRASES
