import type { ShopError } from '../client/shop-result'
import { createGuestCart } from '../operations/create-guest-cart'
import { fetchCart } from '../operations/cart'
import { fetchCustomerCart } from '../operations/customer-cart'
import { mergeCarts } from '../operations/merge-carts'
import { activeCoupon, withShopCart } from '../store/cart-state'
import type { ActionContext, InitialiseOptions } from './context'
import { keepGuestCoupon } from './guest-coupon'
import { beginInitialisation, initialisedEmpty } from './initialise-plan'

/** Cart initialisation, exactly SPEC.md section 4 steps 1–5. */
export const initialiseCart = async (
  context: ActionContext,
  options: InitialiseOptions = {},
): Promise<boolean> => {
  const { client, cart, session } = context
  const currency = context.site.shop.currency
  // After a failure the catalogue may have healed the cart (then it is initialised) or not.
  const failed = (error: ShopError) => context.fail(error).then(() => cart.getState().isInitialized)
  const step = beginInitialisation({ cart, session, currency }, options)
  const held = cart.getState()
  // The shopper who asked. Signed out (or in) while the shop answered, the answer is another
  // shopper's cart: the sign-out's reset, or the sign-in's own initialisation, owns the cart now.
  const token = session.token()
  const superseded = () => session.token() !== token
  switch (step) {
    // 2. A customer: the customer cart, with a held guest cart merged into it.
    case 'customer': {
      const customer = await fetchCustomerCart(client)
      if (superseded()) return cart.getState().isInitialized
      if (!customer.ok) return failed(customer.error)
      let loaded = customer.data
      const guestId = held.type === 'guest' ? held.id : null
      if (guestId && guestId !== loaded.id) {
        const merged = await mergeCarts(client, guestId, loaded.id)
        if (!merged.ok) return failed(merged.error)
        const coupons = { guest: activeCoupon(held), customer: activeCoupon(loaded) }
        loaded = await keepGuestCoupon(context, coupons, merged.data)
        if (superseded()) return cart.getState().isInitialized
      }
      cart.setState((state) => withShopCart(state, loaded, 'customer'))
      return true
    }
    // 3. A guest with a cart.
    case 'guest': {
      const guest = await fetchCart(client, held.id ?? '')
      if (superseded()) return cart.getState().isInitialized
      if (!guest.ok) return failed(guest.error)
      cart.setState((state) => withShopCart(state, guest.data, 'guest'))
      return true
    }
    // 4. Creation requested.
    case 'create': {
      const created = await createGuestCart(client)
      if (!created.ok) return failed(created.error)
      cart.setState({ ...initialisedEmpty(currency), id: created.data, type: 'guest' })
      return true
    }
    // 5. Initialised and empty.
    case 'empty':
      cart.setState(initialisedEmpty(currency))
      return true
  }
}
