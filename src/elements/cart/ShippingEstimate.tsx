import { useEffect, useEffectEvent, useState, type FormEvent } from 'react'
import { Button } from '../../brands/design/Button'
import { Field, FieldError, fieldLabelClassName } from '../../brands/design/Field'
import {
  loadInputChecks,
  useCart,
  useCartStore,
  useCartActions,
  VALIDATION_MESSAGE_KEYS,
  type EstimateAddress,
  type ShippingMethod,
  type ValidationField,
} from '../../cart'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'
import { usePriceFormat } from '../shared/use-price-format'
import { countryName, methodChoice, methodKey, shippingCountries } from './shipping-countries'

const ERROR_TEXTS: Partial<Record<ValidationField, string>> = {
  country: 'Bitte wählen Sie ein Lieferland.',
  postcode: 'Bitte geben Sie eine gültige Postleitzahl ein.',
}

interface Estimate {
  /** What the shopper entered; null for methods estimated earlier (the cart's own address). */
  address: EstimateAddress | null
  /** The chosen method's key (methodKey), null when none is available. */
  chosen: string | null
}

/**
 * Shipping costs before checkout: country and postcode (the cart's address, else the site's
 * default), the shop's methods for them as radio choices, and the totals for the chosen one
 * (estimateTotals; the first available method is chosen at first). When the cart changes after
 * an estimate, the estimate runs again: the shop's cart answer has prices without shipping, and
 * a free-shipping threshold may have been crossed.
 */
export function ShippingEstimate() {
  const t = useT()
  const site = useSite()
  const { languageTag } = useStorefront()
  const actions = useCartActions()
  const store = useCartStore()
  const price = usePriceFormat()
  const held = useCart((state) => state.shippingAddresses[0] ?? null)
  const methods = useCart((state) => state.shippingMethods)
  const pending = useCart((state) => state.pending)
  const id = useDomId('shipping')
  const [country, setCountry] = useState(
    (held?.country.code ?? site.cart.defaultShippingCountry).toUpperCase(),
  )
  const [postcode, setPostcode] = useState(held?.postcode ?? site.cart.defaultShippingPostcode)
  const [invalid, setInvalid] = useState<ValidationField | null>(null)
  const [estimate, setEstimate] = useState<Estimate | null>(null)

  const run = async (address: EstimateAddress | null, preferred: string | null) => {
    if (!(await actions.estimateShipping(address ?? undefined))) return
    const available = store.getState().shippingMethods.filter((method) => method.available)
    const method = available.find((entry) => methodKey(entry) === preferred) ?? available[0]
    setEstimate({ address, chosen: method ? methodKey(method) : null })
    if (method) await actions.estimateTotals(methodChoice(method), address ?? undefined)
  }

  const rerun = useEffectEvent(() => {
    if (estimate) void run(estimate.address, estimate.chosen)
    // A cost estimated on an earlier page load is kept in the cart cookie (SPEC.md section 3),
    // the address and method it was estimated for are not: estimate again for the address the
    // form shows, or the old cost stays next to the new items.
    else if (store.getState().shippingCost) void run(null, null)
  })
  // Every shop answer about the cart brings a new items list; estimates do not touch it.
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.items !== previous.items) rerun()
      }),
    [store],
  )

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const checked = (await loadInputChecks()).checkAddress({ countryCode: country, postcode })
    setInvalid(checked.ok ? null : checked.field)
    if (checked.ok) void run(checked.value, estimate?.chosen ?? null)
  }
  const choose = (method: ShippingMethod) => {
    const address = estimate?.address ?? null
    setEstimate({ address, chosen: methodKey(method) })
    void actions.estimateTotals(methodChoice(method), address ?? undefined)
  }

  const errorId = `${id}-error`
  return (
    <form className="ce-cart-shipping" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="ce-cart-shipping__address">
        <legend className={fieldLabelClassName('strong')}>
          {t('cart.shipping.title', 'Versandkosten berechnen')}
        </legend>
        <div className="ce-cart-shipping__fields">
          {/* One message for the address, below the row: each field points at it when it is
              the invalid one. */}
          <Field
            id={`${id}-country`}
            errorId={errorId}
            invalid={invalid === 'country'}
            label={t('cart.shipping.country', 'Land')}
            className="ce-cart__field"
          >
            {(control) => (
              <select
                {...control}
                autoComplete="country"
                value={country}
                onChange={(event) => {
                  setCountry(event.target.value)
                  setInvalid(null)
                }}
              >
                {shippingCountries(site.cart.defaultShippingCountry, held?.country.code).map(
                  (code) => (
                    <option key={code} value={code}>
                      {countryName(code, languageTag)}
                    </option>
                  ),
                )}
              </select>
            )}
          </Field>
          <Field
            id={`${id}-postcode`}
            errorId={errorId}
            invalid={invalid === 'postcode'}
            label={t('cart.shipping.postcode', 'Postleitzahl')}
            className="ce-cart__field"
            controlClassName="ce-cart-shipping__postcode"
          >
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="postal-code"
                maxLength={10}
                value={postcode}
                onChange={(event) => {
                  setPostcode(event.target.value)
                  setInvalid(null)
                }}
              />
            )}
          </Field>
          <Button type="submit" variant="outline" aria-disabled={pending || undefined}>
            {t('cart.shipping.estimate', 'Berechnen')}
          </Button>
        </div>
        {invalid && (
          <FieldError id={errorId}>
            {t(VALIDATION_MESSAGE_KEYS[invalid], ERROR_TEXTS[invalid] ?? '')}
          </FieldError>
        )}
      </fieldset>
      {methods.length > 0 && (
        <fieldset className="ce-cart-shipping__methods">
          <legend className={fieldLabelClassName('quiet')}>
            {t('cart.shipping.method', 'Versandart')}
          </legend>
          {methods.map((method) => (
            <label key={methodKey(method)} className="ce-cart-shipping__method">
              <input
                type="radio"
                name={`${id}-method`}
                value={methodKey(method)}
                checked={estimate?.chosen === methodKey(method)}
                disabled={!method.available}
                onChange={() => choose(method)}
              />
              <span className="ce-cart-shipping__method-name">
                {[method.carrier_title, method.method_title].filter(Boolean).join(' – ')}
              </span>{' '}
              <span className="ce-cart-shipping__method-price">
                {method.price_incl_tax.value === 0
                  ? t('cart.shipping.free', 'kostenlos')
                  : price(method.price_incl_tax)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {estimate && methods.length === 0 && (
        <p className="ce-cart-shipping__none">
          {t('cart.shipping.none', 'In dieses Land können wir leider nicht liefern.')}
        </p>
      )}
    </form>
  )
}
