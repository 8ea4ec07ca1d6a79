import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'

/** A new, empty guest cart; only its id is needed (Magento 2.4.7+, replaces createEmptyCart). */
export const CREATE_GUEST_CART_MUTATION = /* GraphQL */ `
  mutation createGuestCart {
    createGuestCart {
      cart {
        id
      }
    }
  }
`

export const createGuestCart = async (client: ShopClient): Promise<ShopResult<string>> => {
  const result = await client.mutate<{ createGuestCart: { cart: { id: string } | null } | null }>(
    CREATE_GUEST_CART_MUTATION,
  )
  if (!result.ok) return result
  const id = result.data.createGuestCart?.cart?.id
  return id ? { ok: true, data: id } : shopFail('parse', 'createGuestCart', 'No cart id in answer')
}
