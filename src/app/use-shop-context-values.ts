import { useMemo } from 'react'
import type { AccountContextValue } from '../account'
import type { CartContextValue } from '../shop'
import type { StorefrontServices } from './services/create-services'

/** What the cart's and the account's contexts hold: the page's stores and actions, made once. */
export const useShopContextValues = (
  services: StorefrontServices,
): [CartContextValue, AccountContextValue] =>
  useMemo(
    () => [
      {
        cart: services.cart,
        products: services.products,
        actions: services.actions,
        messages: services.messages,
      },
      {
        session: services.session.store,
        actions: services.account,
        addresses: services.addresses,
        wishlist: services.wishlist,
      },
    ],
    [services],
  )
