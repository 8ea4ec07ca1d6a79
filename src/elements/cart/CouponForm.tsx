import { useState, type FormEvent } from 'react'
import { Button } from '../../brands/design/Button'
import { Field } from '../../brands/design/Field'
import {
  activeCoupon,
  loadInputChecks,
  useCart,
  useCartActions,
  VALIDATION_MESSAGE_KEYS,
} from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'

/**
 * The active coupon (the first applied code, SPEC.md section 3) with a remove button, or the
 * form to apply one. A code is checked with the cart's rule before it is sent; the shop's answer
 * (unknown code, success) comes as cart-area messages.
 */
export function CouponForm() {
  const t = useT()
  const actions = useCartActions()
  const coupon = useCart(activeCoupon)
  const pending = useCart((state) => state.pending)
  const id = useDomId('coupon')
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)

  if (coupon) {
    return (
      <div className="ce-cart-coupon ce-cart-coupon--active">
        <p className="ce-cart-coupon__active">
          {t('cart.coupon.active')} <strong className="ce-cart-coupon__code">{coupon}</strong>
        </p>
        <Button
          variant="link"
          size="sm"
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) void actions.removeCoupon()
          }}
        >
          {t('cart.coupon.remove')}
        </Button>
      </div>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const checked = (await loadInputChecks()).checkCouponCode(code)
    setInvalid(!checked.ok)
    if (!checked.ok) return
    if (await actions.applyCoupon(checked.value)) setCode('')
  }
  return (
    <form className="ce-cart-coupon" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        id={`${id}-code`}
        errorId={`${id}-error`}
        label={t('cart.coupon')}
        labelLook="strong"
        error={invalid && t(VALIDATION_MESSAGE_KEYS.coupon)}
        addon={
          <Button type="submit" variant="outline" aria-disabled={pending || undefined}>
            {t('cart.coupon.apply')}
          </Button>
        }
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={code}
            onChange={(event) => {
              setCode(event.target.value)
              setInvalid(false)
            }}
          />
        )}
      </Field>
    </form>
  )
}
