import {
  takeWishlistProduct,
  useAccountContext,
  type ContinueMessage,
  type WishlistKeep,
} from '../../account'
import { createDocumentCookieJar } from '../../shop'
import { useT } from '../../lib/i18n'

type Translate = ReturnType<typeof useT>

/** What the page after the sign-in says about the product kept for the guest. */
export const keptProductMessage = (
  t: Translate,
  kept: WishlistKeep,
): ContinueMessage | undefined => {
  const named = (text: string, name: string) => text.replace('{{name}}', name)
  switch (kept.kind) {
    case 'added':
      return {
        text: named(t('wishlist.added', { name: kept.name }), kept.name),
      }
    case 'already':
      return {
        text: named(
          t('wishlist.already', {
            name: kept.name,
          }),
          kept.name,
        ),
        type: 'info',
      }
    case 'refused':
      return {
        text: t('wishlist.not-kept', {
          reason: kept.message,
        }).replace('{{reason}}', kept.message),
        type: 'info',
      }
    case 'failed':
      // The error catalogue has shown the failure already.
      return undefined
  }
}

/**
 * For the login page: once signed in, puts the product a guest pressed 'Merken' for on the
 * wishlist (../../account/wishlist/pending-wishlist.ts) and answers the message for the page
 * the shopper returns to; nothing when no product waits.
 */
export const useKeepPendingWishlistProduct = () => {
  const t = useT()
  const { wishlist } = useAccountContext()
  return async (): Promise<ContinueMessage | undefined> => {
    const product = takeWishlistProduct(createDocumentCookieJar())
    if (!product || !wishlist) return undefined
    return keptProductMessage(t, await wishlist.keep(product))
  }
}
