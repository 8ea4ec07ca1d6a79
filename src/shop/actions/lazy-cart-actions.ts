import { loadOnce } from '../../lib/load-once'
import { emptyCartState } from '../store/cart-state'
import type { CartActionsEnvironment } from './context'
import type { CartActions } from './create-cart-actions'
import { beginInitialisation, initialisedEmpty } from './initialise-plan'

type CreateCartActions = (env: CartActionsEnvironment) => CartActions

/** The chunk of the cart actions (the shop's operations, the error catalogue). */
export const loadCartActions = (): Promise<CreateCartActions> =>
  import('./create-cart-actions').then((module) => module.createCartActions)

/**
 * The cart actions behind a dynamic import, with the same interface. Their code (the shop's
 * operations, the error catalogue) loads with the first action that talks to the shop; a first
 * visit, whose cart initialises empty without a shop call, never downloads it. Each action is
 * written out here, naming the loaded action it runs, so a renamed action fails to compile here;
 * those that only touch the stores run at once. A failed load tells the shopper the shop is
 * unavailable, as a dead shop does, and the next action tries again.
 */
export const createLazyCartActions = (
  env: CartActionsEnvironment,
  load: () => Promise<CreateCartActions> = loadCartActions,
): CartActions => {
  const currency = env.site.shop.currency
  let loaded: CartActions | null = null
  const ready = loadOnce(() => load().then((create) => (loaded = create(env))))
  // The answer of an action whose code did not load.
  const unavailable = () => {
    // The key the error catalogue shows for a dead shop (handle-shop-error.ts).
    const message = env.t('message.shop-unavailable')
    env.messages.getState().add({ message, type: 'error', area: 'cart' })
    return false
  }
  /** Runs `action` with the loaded actions; only a failed load is answered here, not the action. */
  const withLoaded = (action: (actions: CartActions) => Promise<boolean>) =>
    ready().then(action, unavailable)
  return {
    initialise: async (options) => {
      // Steps 1 and 5 need no shop; the loaded actions run steps 2-4 (and step 1 again, a no-op).
      if (loaded === null && beginInitialisation({ ...env, currency }, options) === 'empty') {
        env.cart.setState(initialisedEmpty(currency))
        return true
      }
      return withLoaded((actions) => actions.initialise(options))
    },
    addToCart: (input) => withLoaded((actions) => actions.addToCart(input)),
    updateQuantity: (itemId, quantity) =>
      withLoaded((actions) => actions.updateQuantity(itemId, quantity)),
    removeItem: (itemId) => withLoaded((actions) => actions.removeItem(itemId)),
    applyCoupon: (code) => withLoaded((actions) => actions.applyCoupon(code)),
    removeCoupon: () => withLoaded((actions) => actions.removeCoupon()),
    estimateShipping: (address, options) =>
      withLoaded((actions) => actions.estimateShipping(address, options)),
    estimateTotals: (method, address, options) =>
      withLoaded((actions) => actions.estimateTotals(method, address, options)),
    reorder: (orderNumber) => withLoaded((actions) => actions.reorder(orderNumber)),
    reset: () => env.cart.setState(emptyCartState(currency)),
    setActive: (active) => env.cart.setState({ active }),
  }
}
