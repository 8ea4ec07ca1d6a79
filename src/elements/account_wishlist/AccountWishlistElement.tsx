import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useSharedWishlist } from '../../account'
import { Button } from '../../brands/design/Button'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../registry'
import { CustomerDataScreen, Pending } from '../shared/account-loading'
import { usePageLink } from '../shared/use-page-link'
import { ElementHeader } from '../shared/ElementHeader'
import type { LoadState } from '../shared/use-loaded'
import { WishlistItemRow } from './WishlistItemRow'

/**
 * The customer's wishlist: the products they keep for later, each with its
 * picture, name (linked to its page), price, stock and quantity; remove one, move one or all into
 * the cart. Magento moves what it can and keeps a product the cart refuses (out of stock) on the
 * wishlist with the reason, which shows beside it. The items are the customer's, loaded after
 * hydration: the server renders the frame, or for a guest the way to sign in and back.
 */
export function AccountWishlistElement({ content }: ElementProps<'account_wishlist'>) {
  const t = useT()
  return (
    <div className="ce-account-wishlist">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
      <CustomerDataScreen
        loading={t('wishlist.loading')}
        signInPrompt={t('wishlist.sign-in-prompt')}
      >
        {() => <WishlistView />}
      </CustomerDataScreen>
    </div>
  )
}

type Outcome =
  { kind: 'moved'; count: number; refused: boolean } | { kind: 'removed'; name: string }

function WishlistView() {
  const t = useT()
  const link = usePageLink()
  // The one wishlist of the page load: the hearts of the pages shown next see every change.
  const shared = useSharedWishlist()
  const { status, wishlist } = useStore(shared.store)
  const [refusals, setRefusals] = useState<ReadonlyMap<string, string>>(new Map())
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // Fresh on every visit: the customer may have changed it in another tab or on another device.
  useEffect(() => shared.reload(), [shared])
  // A list loaded before (by a heart) shows while the fresh one loads.
  if (!wishlist) {
    const state: LoadState<never> = { status: status === 'failed' ? 'failed' : 'loading' }
    return (
      <Pending
        state={state}
        retry={() => shared.reload()}
        loading={t('wishlist.loading')}
        failed={t('wishlist.load-failed')}
      />
    )
  }

  const move = async (itemIds?: string[]) => {
    setBusy(true)
    setOutcome(null)
    const moved = await shared.moveToCart(itemIds)
    if (moved) {
      setRefusals(moved.refusals)
      setOutcome({ kind: 'moved', count: moved.moved, refused: moved.refusals.size > 0 })
    }
    setBusy(false)
  }
  const remove = async (itemId: string, name: string) => {
    setBusy(true)
    setOutcome(null)
    if (await shared.remove([itemId])) setOutcome({ kind: 'removed', name })
    setBusy(false)
  }

  return (
    <>
      <div className="ce-account-wishlist__outcome" role="status">
        {outcome && <OutcomeText outcome={outcome} cartHref={link('cart')} />}
      </div>
      {wishlist.items.length === 0 ? (
        <div className="ce-account-orders__empty">
          <p>{t('wishlist.empty')}</p>
          <Button variant="outline" href={link('products')}>
            {t('wishlist.browse')}
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
            {t('wishlist.move-all')}
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
    return <p>{t('wishlist.removed', { name }).replace('{{name}}', name)}</p>
  }
  return (
    <p>
      {outcome.count > 0 && `${t('wishlist.moved')} `}
      {outcome.refused && `${t('wishlist.moved-partly')} `}
      {outcome.count > 0 && <a href={cartHref}>{t('wishlist.to-cart')}</a>}
    </p>
  )
}
