import { useState, type FormEvent } from 'react'
import { QuantityField } from '../../brands/design/QuantityField'
import { MAX_QUANTITY, useCart, useCartActions, type CartItem } from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { parseQuantity, QUANTITY_ERROR_KEY } from '../product_tile/product-rules'

export interface QuantityStepperProps {
  item: Pick<CartItem, 'id' | 'quantity'>
  /** The id of the item's name: every stepper of the cart says which product it changes. */
  describedBy: string
}

/**
 * − / quantity / +. A typed quantity is sent on Enter or when the field loses focus, after the
 * cart's rule (1–999) passed; until the shop answered the field keeps what was typed. While any
 * cart call runs the buttons are aria-disabled (not disabled, so focus stays where it is). A
 * quantity the shop took is said in the stepper's own polite status (WCAG 4.1.3): the field's
 * new value alone is not read to a screen reader whose focus is on the + button.
 */
export function QuantityStepper({ item, describedBy }: QuantityStepperProps) {
  const t = useT()
  const actions = useCartActions()
  const pending = useCart((state) => state.pending)
  const id = useDomId('item', item.id)
  const [draft, setDraft] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  const send = async (quantity: number) => {
    if (quantity !== item.quantity && (await actions.updateQuantity(item.id, quantity))) {
      setAnnouncement(t('cart.quantity.changed', { quantity }))
    }
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

  return (
    <form
      className="ce-stepper"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        void commit()
      }}
    >
      <QuantityField
        id={`${id}-quantity`}
        errorId={`${id}-error`}
        label={t('product.quantity')}
        labelLook="hidden"
        max={MAX_QUANTITY}
        value={draft ?? String(item.quantity)}
        error={invalid && t(QUANTITY_ERROR_KEY)}
        describedBy={describedBy}
        onChange={(value) => {
          setDraft(value)
          setInvalid(false)
        }}
        onBlur={() => void commit()}
        steps={{
          decreaseLabel: t('cart.quantity.decrease'),
          increaseLabel: t('cart.quantity.increase'),
          canDecrease: !pending && item.quantity > 1,
          canIncrease: !pending && item.quantity < MAX_QUANTITY,
          onStep: step,
        }}
      />
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </form>
  )
}
