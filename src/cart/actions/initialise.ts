import type { ShopError } from '../client/shop-result'
import { createGuestCart } from '../operations/create-guest-cart'
import { fetchCart } from '../operations/cart'
import { fetchCustomerCart } from '../operations/customer-cart'
import { mergeCarts } from '../operations/merge-carts'
import { emptyCartState, withShopCart } from '../store/cart-state'
import type { ActionContext, InitialiseOptions } from './context'

/** Cart initialisation, exactly SPEC.md section 4 steps 1–5. */
export const initialiseCart = async (
  context: ActionContext,
  { search = '', create = false }: InitialiseOptions = {},
): Promise<boolean> => {
  const { client, cart, auth } = context
  // After a failure the catalogue may have healed the cart (then it is initialised) or not.
  const failed = (error: ShopError) => context.fail(error).then(() => cart.getState().isInitialized)
  // 1. Back from the shop's checkout: that cart is an order now.
  if (new URLSearchParams(search).get('ref') === 'checkout') context.reset()
  const held = cart.getState()
  // 2. A customer: the customer cart, with a held guest cart merged into it.
  if (auth.get()) {
    const customer = await fetchCustomerCart(client)
    if (!customer.ok) return failed(customer.error)
    let loaded = customer.data
    const guestId = held.type === 'guest' ? held.id : null
    if (guestId && guestId !== loaded.id) {
      const merged = await mergeCarts(client, guestId, loaded.id)
      if (!merged.ok) return failed(merged.error)
      loaded = merged.data
    }
    cart.setState((state) => withShopCart(state, loaded, 'customer'))
    return true
  }
  // 3. A guest with a cart.
  if (held.id && held.type === 'guest') {
    const guest = await fetchCart(client, held.id)
    if (!guest.ok) return failed(guest.error)
    cart.setState((state) => withShopCart(state, guest.data, 'guest'))
    return true
  }
  // A customer cart id without a token (logged out or expired) is not a guest cart: it falls
  // through to 4 or 5, which start over.
  const empty = { ...emptyCartState(context.site.shop.currency), isInitialized: true }
  // 4. Creation requested.
  if (create) {
    const created = await createGuestCart(client)
    if (!created.ok) return failed(created.error)
    cart.setState({ ...empty, id: created.data, type: 'guest' })
    return true
  }
  // 5. Initialised and empty.
  cart.setState(empty)
  return true
}
