import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../brands/design/Button'
import { Field, FieldError, fieldLabelClassName } from '../../brands/design/Field'
import {
  loadInputChecks,
  useCart,
  useCartStore,
  useCartActions,
  useShopMessage,
  isValidPostcode,
  VALIDATION_MESSAGE_KEYS,
  type EstimateAddress,
  type EstimateOptions,
  type ShippingMethod,
  type ValidationField,
} from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'
import { usePriceFormat } from '../shared/use-price-format'
import { countryName, methodChoice, methodKey, shippingCountries } from './shipping-countries'

interface Estimate {
  /** The address the methods and totals shown were estimated for. */
  address: EstimateAddress
  /** The chosen method's key (methodKey), null when none is available. */
  chosen: string | null
}

/**
 * Shipping costs before checkout: country and postcode (the cart's address, else the site's
 * default, estimated as soon as the cart has items), the shop's methods for them as radio
 * choices, and the totals for the chosen one (estimateTotals; the first available method is
 * chosen at first). The countries are the ones the shop delivers to (shippingCountries).
 *
 * The totals shown always belong to the items and the country shown: choosing another country
 * estimates again at once, and so does every change of the cart after an estimate (the shop's
 * cart answer has prices without shipping, and a free-shipping threshold may have been
 * crossed). Estimates run one after another; one that a newer request overtook is skipped, so
 * the last country chosen is the one whose totals stay.
 */
export function ShippingEstimate() {
  const t = useT()
  const site = useSite()
  const { languageTag } = useStorefront()
  const actions = useCartActions()
  const store = useCartStore()
  const price = usePriceFormat()
  // The shop names its methods in the store's language; the ecommerce texts have the page's.
  const shopMessage = useShopMessage()
  const methods = useCart((state) => state.shippingMethods)

  /**
   * The cart's own address where the shop delivers there, else the site's default: what the
   * shop would estimate for.
   */
  function cartAddress(): EstimateAddress {
    const address = store.getState().shippingAddresses[0]
    const code = address?.country.code.toUpperCase()
    if (address && code && shippingCountries(site).includes(code)) {
      return { countryCode: code, postcode: address.postcode ?? '' }
    }
    return {
      countryCode: site.cart.defaultShippingCountry.toUpperCase(),
      postcode: site.cart.defaultShippingPostcode,
    }
  }
  const pending = useCart((state) => state.pending)
  const hasItems = useCart((state) => state.itemsCount > 0)
  const id = useDomId('shipping')
  const countries = shippingCountries(site)
  const [country, setCountry] = useState(() => cartAddress().countryCode)
  const [postcode, setPostcode] = useState(() => cartAddress().postcode)
  const [invalid, setInvalid] = useState<ValidationField | null>(null)
  const [estimate, setEstimate] = useState<Estimate | null>(null)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const latest = useRef(0)

  /**
   * Asks the shop, after the estimates before it; the form's state changes as answers come.
   * An estimate that follows a cart change keeps the cart's messages (a refused quantity stays
   * said); the shopper's own estimate is their latest action and clears them.
   */
  const request = (
    address: EstimateAddress,
    preferred: string | null,
    options: EstimateOptions,
  ) => {
    const ticket = ++latest.current
    queue.current = queue.current.then(async () => {
      if (ticket !== latest.current) return
      if (!(await actions.estimateShipping(address, options))) return
      if (ticket !== latest.current) return
      const available = store.getState().shippingMethods.filter((method) => method.available)
      const method = available.find((entry) => methodKey(entry) === preferred) ?? available[0]
      setEstimate({ address, chosen: method ? methodKey(method) : null })
      if (method) await actions.estimateTotals(methodChoice(method), address, options)
    })
    return queue.current
  }
  const run = (address: EstimateAddress, preferred: string | null, options: EstimateOptions) => {
    // The form shows the address being estimated for, whoever asked.
    setCountry(address.countryCode)
    setPostcode(address.postcode)
    setEstimate({ address, chosen: preferred })
    return request(address, preferred, options)
  }
  const byShopper: EstimateOptions = {}
  const byCart: EstimateOptions = { followsCartChange: true }

  // The form comes prefilled (the cart's address, else the site's default country and
  // postcode), so the cart shows that address's shipping cost at once rather than 'calculated
  // at checkout'; after a shopper's own estimate, their address and method are kept.
  const rerun = useEffectEvent(() => {
    if (store.getState().itemsCount === 0) return
    if (estimate) void run(estimate.address, estimate.chosen, byCart)
    else void run(cartAddress(), null, byCart)
  })
  // A cart already loaded when the form mounts (a client navigation back to the cart): the
  // form's first state is that address already, so only the shop is asked (no render here;
  // the estimate is set when the shop answers). The items, not the cookie's itemsCount: a
  // cart still loading is estimated once, when its items arrive.
  const estimateLoaded = useEffectEvent(() => {
    if (store.getState().items.length > 0) void request(cartAddress(), null, byCart)
  })
  // Every shop answer about the cart brings a new items list; estimates do not touch it.
  useEffect(() => {
    estimateLoaded()
    return store.subscribe((state, previous) => {
      if (state.items !== previous.items) rerun()
    })
  }, [store])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const checked = (await loadInputChecks()).checkAddress({ countryCode: country, postcode })
    setInvalid(checked.ok ? null : checked.field)
    if (checked.ok) void run(checked.value, estimate?.chosen ?? null, byShopper)
  }
  const chooseCountry = (code: string) => {
    setInvalid(null)
    // A postcode of the old country would not fit: the new country is estimated without one.
    const keep = isValidPostcode(code, postcode) ? postcode.trim() : ''
    if (hasItems) void run({ countryCode: code, postcode: keep }, null, byShopper)
    else {
      setCountry(code)
      setPostcode(keep)
    }
  }
  const choose = (method: ShippingMethod) => {
    const address = estimate?.address ?? cartAddress()
    setEstimate({ address, chosen: methodKey(method) })
    queue.current = queue.current.then(() =>
      actions.estimateTotals(methodChoice(method), address, byShopper),
    )
  }

  const errorId = `${id}-error`
  return (
    <form className="ce-cart-shipping" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="ce-cart-shipping__address">
        <legend className={fieldLabelClassName('strong')}>{t('cart.shipping.title')}</legend>
        <div className="ce-cart-shipping__fields">
          {/* One message for the address, below the row: each field points at it when it is
              the invalid one. */}
          <Field
            id={`${id}-country`}
            errorId={errorId}
            invalid={invalid === 'country'}
            label={t('cart.shipping.country')}
            className="ce-cart__field"
          >
            {(control) => (
              <select
                {...control}
                autoComplete="country"
                value={country}
                onChange={(event) => chooseCountry(event.target.value)}
              >
                {countries.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code, languageTag)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={`${id}-postcode`}
            errorId={errorId}
            invalid={invalid === 'postcode'}
            label={t('cart.shipping.postcode')}
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
            {t('cart.shipping.estimate')}
          </Button>
        </div>
        {invalid && <FieldError id={errorId}>{t(VALIDATION_MESSAGE_KEYS[invalid])}</FieldError>}
      </fieldset>
      {methods.length > 0 && (
        <fieldset className="ce-cart-shipping__methods">
          <legend className={fieldLabelClassName('quiet')}>{t('cart.shipping.method')}</legend>
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
                {[method.carrier_title, method.method_title]
                  .filter(Boolean)
                  .map(shopMessage)
                  .join(' – ')}
              </span>{' '}
              <span className="ce-cart-shipping__method-price">
                {method.price_incl_tax.value === 0
                  ? t('cart.shipping.free')
                  : price(method.price_incl_tax)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {estimate && !pending && methods.length === 0 && (
        <p className="ce-cart-shipping__none">{t('cart.shipping.none')}</p>
      )}
    </form>
  )
}
