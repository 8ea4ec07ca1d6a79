import type { CartActions } from '../../cart'

/**
 * The cart actions with every successful add reported to `onAdded` (the analytics' cartAdd).
 * The cart layer knows nothing of analytics (DESIGN.md section 3); the app composes the two. A
 * proxy, as the actions are one themselves (a lazy stand-in): every other method passes through.
 */
export const trackCartAdds = (
  actions: CartActions,
  onAdded: (added: { sku: string; quantity: number }) => void,
): CartActions => {
  const addToCart: CartActions['addToCart'] = async (input) => {
    const added = await actions.addToCart(input)
    if (added) onAdded(input)
    return added
  }
  return new Proxy(actions, {
    get: (target, name, receiver) =>
      name === 'addToCart' ? addToCart : Reflect.get(target, name, receiver),
  })
}
