import { ADD_PRODUCTS_TO_CART_MUTATION } from './add-products-to-cart'
import { APPLY_COUPON_TO_CART_MUTATION } from './apply-coupon-to-cart'
import { CART_QUERY } from './cart'
import { CREATE_CUSTOMER_ADDRESS_MUTATION } from './create-customer-address'
import { CREATE_GUEST_CART_MUTATION } from './create-guest-cart'
import { CUSTOMER_QUERY } from './customer'
import { CUSTOMER_ADDRESSES_QUERY } from './customer-addresses'
import { CUSTOMER_CART_QUERY } from './customer-cart'
import { DELETE_CUSTOMER_ADDRESS_MUTATION } from './delete-customer-address'
import { ESTIMATE_SHIPPING_METHODS_MUTATION } from './estimate-shipping-methods'
import { ESTIMATE_TOTALS_MUTATION } from './estimate-totals'
import { GENERATE_CUSTOMER_TOKEN_MUTATION } from './generate-customer-token'
import { MERGE_CARTS_MUTATION } from './merge-carts'
import { PRODUCTS_BY_SKU_QUERY } from './products-by-sku'
import { PRODUCT_URL_KEY_QUERY } from './product-url-key'
import { PRODUCT_DETAIL_QUERY } from './product-detail'
import { PRODUCT_LISTING_QUERY } from './product-listing'
import { REMOVE_COUPON_FROM_CART_MUTATION } from './remove-coupon-from-cart'
import { REMOVE_ITEM_FROM_CART_MUTATION } from './remove-item-from-cart'
import { REORDER_ITEMS_MUTATION } from './reorder-items'
import { REVOKE_CUSTOMER_TOKEN_MUTATION } from './revoke-customer-token'
import { UPDATE_CART_ITEMS_MUTATION } from './update-cart-items'
// The account screens' own (sign-in screens, account information):
import { CREATE_CUSTOMER_V2_MUTATION } from './create-customer'
import { REQUEST_PASSWORD_RESET_EMAIL_MUTATION, RESET_PASSWORD_MUTATION } from './password-reset'
import {
  CHANGE_CUSTOMER_PASSWORD_MUTATION,
  UPDATE_CUSTOMER_EMAIL_MUTATION,
  UPDATE_CUSTOMER_V2_MUTATION,
} from './update-customer'
import { UPDATE_CUSTOMER_ADDRESS_MUTATION } from './update-customer-address'
// The account's orders, returns and guest order lookup:
import { CUSTOMER_ORDERS_QUERY } from './customer-order-list'
import { CUSTOMER_ORDER_QUERY } from './customer-orders'
import {
  CUSTOMER_RETURN_QUERY,
  CUSTOMER_RETURNS_QUERY,
  REQUEST_RETURN_MUTATION,
} from './customer-returns'
import { GUEST_ORDER_QUERY } from './guest-order'
// The customer's wishlist:
import { ADD_PRODUCTS_TO_WISHLIST_MUTATION } from './add-products-to-wishlist'
import { ADD_WISHLIST_ITEMS_TO_CART_MUTATION } from './add-wishlist-items-to-cart'
import { CUSTOMER_WISHLIST_QUERY } from './customer-wishlist'
import { REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION } from './remove-products-from-wishlist'
// The product detail page's reviews:
import { CREATE_PRODUCT_REVIEW_MUTATION } from './create-product-review'
import { PRODUCT_REVIEW_COUNT_QUERY } from './product-review-count'
import { PRODUCT_REVIEWS_QUERY } from './product-reviews'
// The worker's sitemap (src/worker/sitemap):
import { SITEMAP_PRODUCTS_QUERY, SITEMAP_URL_KEYS_QUERY } from './sitemap-products'

/**
 * Every document sent to the shop (the cart's and the account's), by constant name. documents.test.ts validates each against the
 * real Magento schema plus our extension SDL, and fails when an operation file exports a
 * document missing here (DESIGN.md section 2).
 */
export const ALL_DOCUMENTS: Readonly<Record<string, string>> = {
  ADD_PRODUCTS_TO_CART_MUTATION,
  APPLY_COUPON_TO_CART_MUTATION,
  CART_QUERY,
  CREATE_CUSTOMER_ADDRESS_MUTATION,
  CREATE_GUEST_CART_MUTATION,
  CUSTOMER_QUERY,
  CUSTOMER_ADDRESSES_QUERY,
  CUSTOMER_CART_QUERY,
  DELETE_CUSTOMER_ADDRESS_MUTATION,
  ESTIMATE_SHIPPING_METHODS_MUTATION,
  ESTIMATE_TOTALS_MUTATION,
  GENERATE_CUSTOMER_TOKEN_MUTATION,
  MERGE_CARTS_MUTATION,
  PRODUCTS_BY_SKU_QUERY,
  PRODUCT_URL_KEY_QUERY,
  PRODUCT_DETAIL_QUERY,
  PRODUCT_LISTING_QUERY,
  REMOVE_COUPON_FROM_CART_MUTATION,
  REMOVE_ITEM_FROM_CART_MUTATION,
  REORDER_ITEMS_MUTATION,
  REVOKE_CUSTOMER_TOKEN_MUTATION,
  UPDATE_CART_ITEMS_MUTATION,
  CUSTOMER_ORDERS_QUERY,
  CUSTOMER_ORDER_QUERY,
  CUSTOMER_RETURNS_QUERY,
  CUSTOMER_RETURN_QUERY,
  REQUEST_RETURN_MUTATION,
  GUEST_ORDER_QUERY,
  CREATE_CUSTOMER_V2_MUTATION,
  REQUEST_PASSWORD_RESET_EMAIL_MUTATION,
  RESET_PASSWORD_MUTATION,
  UPDATE_CUSTOMER_V2_MUTATION,
  UPDATE_CUSTOMER_EMAIL_MUTATION,
  CHANGE_CUSTOMER_PASSWORD_MUTATION,
  UPDATE_CUSTOMER_ADDRESS_MUTATION,
  CUSTOMER_WISHLIST_QUERY,
  ADD_PRODUCTS_TO_WISHLIST_MUTATION,
  REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION,
  ADD_WISHLIST_ITEMS_TO_CART_MUTATION,
  PRODUCT_REVIEW_COUNT_QUERY,
  PRODUCT_REVIEWS_QUERY,
  CREATE_PRODUCT_REVIEW_MUTATION,
  SITEMAP_PRODUCTS_QUERY,
  SITEMAP_URL_KEYS_QUERY,
}
