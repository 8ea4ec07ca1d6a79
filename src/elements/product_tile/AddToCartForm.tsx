import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../brands/design/Button'
import { Icon } from '../../brands/design/Icon'
import { QuantityField } from '../../brands/design/QuantityField'
import { MAX_QUANTITY, useCartActions, type Product } from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { cx } from '../shared/class-names'
import { parseQuantity, QUANTITY_ERROR_KEY } from './product-rules'

export interface AddToCartFormProps {
  /** A product sold alone, or a family in one size (its `configured` names the family's option). */
  product: Pick<Product, 'sku' | 'configured'>
  /** Out of stock: the field and the button are disabled. */
  disabled: boolean
  /** The id of the product's name, so that each of many identical buttons says which product. */
  describedBy: string
}

/** How long the button shows its check mark after a successful add. */
export const ADDED_FEEDBACK_MS = 2000

/**
 * Quantity and add-to-cart. The quantity is checked before anything is sent; the outcome of the
 * call is told by the cart actions (cart-area messages, announced by the app's live region) and
 * the header's count. While the call runs the button is aria-busy and aria-disabled (not
 * disabled, so keyboard focus stays on it); after it a check mark replaces the cart icon for a
 * moment. The label itself never changes, so the tile never changes its height.
 */
export function AddToCartForm({ product, disabled, describedBy }: AddToCartFormProps) {
  const t = useT()
  const actions = useCartActions()
  const hydrated = useHydrated()
  const id = useDomId('product', product.sku)
  const [text, setText] = useState('1')
  const [invalid, setInvalid] = useState(false)
  const [busy, setBusy] = useState(false)
  const [added, setAdded] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || disabled) return
    const quantity = await parseQuantity(text)
    setInvalid(!quantity.ok)
    if (!quantity.ok) return
    setBusy(true)
    const ok = await actions.addToCart({
      sku: product.sku,
      quantity: quantity.value,
      configured: product.configured,
    })
    setBusy(false)
    if (!ok) return
    setAdded(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS)
  }

  return (
    <form className="ce-add-to-cart" noValidate onSubmit={(event) => void submit(event)}>
      <QuantityField
        layout="inline"
        id={`${id}-quantity`}
        errorId={`${id}-error`}
        label={t('product.quantity')}
        max={MAX_QUANTITY}
        value={text}
        disabled={disabled}
        error={invalid && t(QUANTITY_ERROR_KEY)}
        describedBy={describedBy}
        onChange={(value) => {
          setText(value)
          setInvalid(false)
        }}
        addon={
          <Button
            type="submit"
            className={cx('ce-add-to-cart__button', added && 'ce-add-to-cart__button--added')}
            // Until the page runs, a click could only submit the form natively and lose the add.
            disabled={disabled || !hydrated}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            aria-describedby={describedBy}
          >
            <Icon name={added ? 'check' : 'cart'} size="sm" />
            <span>{t('product.add-to-cart')}</span>
          </Button>
        }
      />
    </form>
  )
}
