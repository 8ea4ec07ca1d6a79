import type { CartSession } from '../session'
import { emptyCartState, type CartState } from '../store/cart-state'
import type { CartStore } from '../store/create-cart-store'
import type { InitialiseOptions } from './context'

/** Which of SPEC.md section 4's steps 2–5 initialises the cart. */
export type InitialisationStep = 'customer' | 'guest' | 'create' | 'empty'

interface PlanEnvironment {
  cart: CartStore
  session: Pick<CartSession, 'token'>
  currency: string
}

/**
 * Step 1 (back from the shop's checkout: that cart is an order now, so it is reset), then the
 * step that applies. Needs no shop: only 'empty' is done without one (initialisedEmpty), which
 * lets a first visit initialise its cart without loading the shop's code.
 */
export const beginInitialisation = (
  { cart, session, currency }: PlanEnvironment,
  { checkoutReturn = false, create = false }: InitialiseOptions = {},
): InitialisationStep => {
  if (checkoutReturn) cart.setState(emptyCartState(currency))
  const held = cart.getState()
  if (session.token()) return 'customer'
  // A customer cart id without a token (logged out or expired) is not a guest cart: it falls
  // through to create or empty, which start over.
  if (held.id && held.type === 'guest') return 'guest'
  return create ? 'create' : 'empty'
}

/** Step 5, and the start of step 4: initialised and empty. */
export const initialisedEmpty = (currency: string): CartState => ({
  ...emptyCartState(currency),
  isInitialized: true,
})
