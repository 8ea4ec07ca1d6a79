import { useEffect, useState } from 'react'
import { useAccountActions, useSharedWishlist, useSignedIn } from '../../account'
import { Button } from '../../brands/design/Button'
import type { Wishlist } from '../../cart/operations/customer-wishlist'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { useHydrated } from '../../lib/use-hydrated'
import type { ElementProps } from '../registry'
import { Pending } from '../shared/account-loading'
import { SignInPrompt } from '../shared/account-auth'
import { usePageLink } from '../shared/use-page-link'
import { ElementHeader } from '../shared/ElementHeader'
import { useLoaded } from '../shared/use-loaded'
import { WishlistItemRow } from './WishlistItemRow'

/**
 * The customer's wishlist (issue 15, point 6): the products they keep for later, each with its
 * picture, name (linked to its page), price, stock and quantity; remove one, move one or all into
 * the cart. Magento moves what it can and keeps a product the cart refuses (out of stock) on the
 * wishlist with the reason, which shows beside it. The items are the customer's, loaded after
 * hydration: the server renders the frame, or for a guest the way to sign in and back.
 */
export function AccountWishlistElement({ content }: ElementProps<'account_wishlist'>) {
  const t = useT()
  const signedIn = useSignedIn()
  const hydrated = useHydrated()
  return (
    <div className="ce-account-wishlist">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
      {!signedIn ? (
        <SignInPrompt
          message={t(
            'wishlist.sign-in-prompt',
            'Bitte melden Sie sich an, um Ihren Merkzettel zu sehen.',
          )}
        />
      ) : hydrated ? (
        <WishlistView />
      ) : (
        <p className="ce-account-orders__status" role="status">
          {t('wishlist.loading', 'Ihr Merkzettel wird geladen …')}
        </p>
      )}
    </div>
  )
}

type Outcome =
  { kind: 'moved'; count: number; refused: boolean } | { kind: 'removed'; name: string }

function WishlistView() {
  const t = useT()
  const actions = useAccountActions()
  const link = usePageLink()
  const [state, retry] = useLoaded<Wishlist>('wishlist', () => actions.loadWishlist())
  // What the last change answered; the loaded wishlist until then.
  const [changed, setChanged] = useState<Wishlist | null>(null)
  const [refusals, setRefusals] = useState<ReadonlyMap<string, string>>(new Map())
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // The hearts of the pages this page load shows next (a listing's tiles) see what changed here.
  const shared = useSharedWishlist()
  const current = state.status === 'ready' ? (changed ?? state.data) : null
  useEffect(() => {
    if (current) shared.replace(current)
  }, [shared, current])
  if (state.status !== 'ready')
    return (
      <Pending
        state={state}
        retry={retry}
        loading={t('wishlist.loading', 'Ihr Merkzettel wird geladen …')}
        failed={t('wishlist.load-failed', 'Ihr Merkzettel konnte nicht geladen werden.')}
      />
    )
  const wishlist = changed ?? state.data

  const move = async (itemIds?: string[]) => {
    setBusy(true)
    setOutcome(null)
    const before = wishlist.items.length
    const result = await actions.moveWishlistToCart(wishlist.id, itemIds)
    if (result && result.ok) {
      const { wishlist: after, errors } = result.data
      setChanged(after)
      setRefusals(new Map(errors.map((error) => [error.itemId, error.message])))
      setOutcome({ kind: 'moved', count: before - after.items.length, refused: errors.length > 0 })
    }
    setBusy(false)
  }
  const remove = async (itemId: string, name: string) => {
    setBusy(true)
    setOutcome(null)
    const result = await actions.removeFromWishlist(wishlist.id, [itemId])
    if (result && result.ok) {
      setChanged(result.data)
      setOutcome({ kind: 'removed', name })
    }
    setBusy(false)
  }

  return (
    <>
      <div className="ce-account-wishlist__outcome" role="status">
        {outcome && <OutcomeText outcome={outcome} cartHref={link('cart')} />}
      </div>
      {wishlist.items.length === 0 ? (
        <div className="ce-account-orders__empty">
          <p>{t('wishlist.empty', 'Ihr Merkzettel ist leer.')}</p>
          <Button variant="outline" href={link('products')}>
            {t('wishlist.browse', 'Produkte entdecken')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="ce-account-wishlist__list">
            {wishlist.items.map((item) => (
              <WishlistItemRow
                key={item.id}
                item={item}
                refusal={refusals.get(item.id)}
                busy={busy}
                onMove={() => void move([item.id])}
                onRemove={() => void remove(item.id, item.product.name)}
              />
            ))}
          </ul>
          <Button onClick={() => void move()} disabled={busy}>
            {t('wishlist.move-all', 'Alle in den Warenkorb')}
          </Button>
        </>
      )}
    </>
  )
}

function OutcomeText({ outcome, cartHref }: { outcome: Outcome; cartHref: string }) {
  const t = useT()
  if (outcome.kind === 'removed') {
    const { name } = outcome
    return (
      <p>
        {t('wishlist.removed', '{{name}} wurde von Ihrem Merkzettel entfernt.', { name }).replace(
          '{{name}}',
          name,
        )}
      </p>
    )
  }
  return (
    <p>
      {outcome.count > 0 &&
        `${t('wishlist.moved', 'Die Artikel liegen jetzt in Ihrem Warenkorb.')} `}
      {outcome.refused &&
        `${t('wishlist.moved-partly', 'Nicht alle Artikel konnten in den Warenkorb gelegt werden.')} `}
      {outcome.count > 0 && <a href={cartHref}>{t('wishlist.to-cart', 'Zum Warenkorb')}</a>}
    </p>
  )
}
