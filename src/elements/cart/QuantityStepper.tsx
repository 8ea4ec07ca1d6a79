import { useState, type FormEvent } from 'react'
import { MAX_QUANTITY, useCart, useCartActions, type CartItem } from '../../cart'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import {
  parseQuantity,
  QUANTITY_ERROR_KEY,
  QUANTITY_ERROR_TEXT,
} from '../product_tile/product-rules'

export interface QuantityStepperProps {
  item: Pick<CartItem, 'id' | 'quantity'>
  /** The id of the item's name: every stepper of the cart says which product it changes. */
  describedBy: string
}

/**
 * − / quantity / +. A typed quantity is sent on Enter or when the field loses focus, after the
 * cart's rule (1–999) passed; until the shop answered the field keeps what was typed. While any
 * cart call runs the buttons are aria-disabled (not disabled, so focus stays where it is).
 */
export function QuantityStepper({ item, describedBy }: QuantityStepperProps) {
  const t = useT()
  const actions = useCartActions()
  const pending = useCart((state) => state.pending)
  const id = useDomId('item', item.id)
  const [draft, setDraft] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)

  const send = async (quantity: number) => {
    if (quantity !== item.quantity) await actions.updateQuantity(item.id, quantity)
    setDraft(null)
  }
  const commit = async () => {
    if (draft === null) return
    const quantity = await parseQuantity(draft)
    setInvalid(!quantity.ok)
    if (quantity.ok) void send(quantity.value)
  }
  const step = (by: number) => {
    const quantity = item.quantity + by
    if (pending || quantity < 1 || quantity > MAX_QUANTITY) return
    setInvalid(false)
    void send(quantity)
  }

  const errorId = `${id}-error`
  const cannotDecrease = pending || item.quantity <= 1
  const cannotIncrease = pending || item.quantity >= MAX_QUANTITY
  return (
    <form
      className="ce-stepper"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        void commit()
      }}
    >
      <div className="ce-stepper__controls">
        <button
          type="button"
          className="ce-stepper__button"
          aria-label={t('cart.quantity.decrease', 'Menge verringern')}
          aria-describedby={describedBy}
          aria-disabled={cannotDecrease || undefined}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <label className="visually-hidden" htmlFor={`${id}-quantity`}>
          {t('product.quantity', 'Menge')}
        </label>
        <input
          id={`${id}-quantity`}
          className="ce-stepper__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          value={draft ?? String(item.quantity)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${describedBy}` : describedBy}
          onChange={(event) => {
            setDraft(event.target.value)
            setInvalid(false)
          }}
          onBlur={() => void commit()}
        />
        <button
          type="button"
          className="ce-stepper__button"
          aria-label={t('cart.quantity.increase', 'Menge erhöhen')}
          aria-describedby={describedBy}
          aria-disabled={cannotIncrease || undefined}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {invalid && (
        <p id={errorId} className="ce-stepper__error" role="alert">
          {t(QUANTITY_ERROR_KEY, QUANTITY_ERROR_TEXT)}
        </p>
      )}
    </form>
  )
}
