import { useId, useMemo, useState } from 'react'
import type { AddressFormValues, CustomerAddress } from '../../account'
import { Button } from '../../brands/design/Button'
import { Field } from '../../brands/design/Field'
import { FormAnnouncer } from '../../brands/design/FormAnnouncer'
import { TextField } from '../../brands/design/TextField'
import { useT } from '../../lib/i18n'
import { checkedField } from '../../lib/form-rules/field-spec'
import { useFormValidation } from '../../lib/form-rules/use-form-validation'
import { useStorefront } from '../../lib/storefront-context'
import { countryName } from '../cart/shipping-countries'
import { addressFields } from './address-fields'

export interface AddressFormProps {
  /** The address being edited; none: a new one. */
  address?: CustomerAddress | undefined
  countries: readonly string[]
  busy: boolean
  /** Resolves to whether the shop saved it; the form closes only then. */
  onSave: (values: AddressFormValues) => Promise<boolean>
  onCancel: () => void
}

const text = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

const valuesOf = (form: HTMLFormElement): AddressFormValues => {
  const data = new FormData(form)
  return {
    firstname: text(data, 'firstname'),
    lastname: text(data, 'lastname'),
    company: text(data, 'company'),
    street: text(data, 'street'),
    street2: text(data, 'street2'),
    postcode: text(data, 'postcode'),
    city: text(data, 'city'),
    countryCode: text(data, 'countryCode'),
    telephone: text(data, 'telephone'),
    defaultShipping: data.get('defaultShipping') === 'on',
    defaultBilling: data.get('defaultBilling') === 'on',
  }
}

/**
 * The form of one address, new or edited. Its inputs are uncontrolled (TextField): what the
 * shopper typed stays in them through renders, failed checks and a refused save; the shop's
 * refusal shows as a message, and the form stays open with everything in it. The fields check
 * themselves on blur and on change (useFormValidation), with the browser's own constraints
 * standing in until the checks have loaded.
 */
export function AddressForm({ address, countries, busy, onSave, onCancel }: AddressFormProps) {
  const t = useT()
  const { languageTag } = useStorefront()
  const titleId = useId()
  const [country, setCountry] = useState(address?.countryCode || countries[0] || 'DE')
  const fields = useMemo(() => addressFields(t, country), [t, country])
  const countryLabel = t('account.addresses.country')
  const checked = useMemo(
    () => [
      ...fields.map(checkedField),
      { name: 'countryCode', label: countryLabel, rules: [{ kind: 'required' as const }] },
    ],
    [fields, countryLabel],
  )
  const { messages, announcement, formProps } = useFormValidation({
    fields: checked,
    onValidSubmit: (form) => {
      void onSave(valuesOf(form))
    },
  })
  const options =
    address && !countries.includes(address.countryCode)
      ? [address.countryCode, ...countries]
      : countries
  const value = (name: keyof CustomerAddress) => {
    const field = address?.[name]
    return typeof field === 'string' ? field : undefined
  }
  const title = address ? t('account.addresses.edit-title') : t('account.addresses.new-title')

  return (
    <form
      className="ce-account-addresses__form"
      method="post"
      aria-labelledby={titleId}
      {...formProps}
    >
      <h3 id={titleId} className="ce-account-addresses__form-title">
        {title}
      </h3>
      <FormAnnouncer>{announcement}</FormAnnouncer>
      <div className="ce-account-addresses__grid">
        {fields.map((field) => (
          <TextField
            key={field.name}
            field={field}
            message={messages[field.name] ?? ''}
            {...(value(field.name as keyof CustomerAddress) === undefined
              ? {}
              : { defaultValue: value(field.name as keyof CustomerAddress) ?? '' })}
          />
        ))}
        <Field
          id={`${titleId}-country`}
          label={
            <>
              {countryLabel}
              <span aria-hidden="true">{' *'}</span>
            </>
          }
          invalid={Boolean(messages['countryCode'])}
          errorId={`${titleId}-country-error`}
        >
          {(control) => (
            <select
              {...control}
              name="countryCode"
              required
              autoComplete="country"
              defaultValue={country}
              onChange={(event) => setCountry(event.target.value)}
            >
              {options.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, languageTag)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {!(address?.defaultShipping && address.defaultBilling) && (
        <fieldset className="ce-account-addresses__defaults">
          <legend className="visually-hidden">{t('account.addresses.defaults')}</legend>
          {!address?.defaultShipping && (
            <label>
              <input type="checkbox" name="defaultShipping" />{' '}
              {t('account.addresses.use-for-shipping')}
            </label>
          )}
          {!address?.defaultBilling && (
            <label>
              <input type="checkbox" name="defaultBilling" />{' '}
              {t('account.addresses.use-for-billing')}
            </label>
          )}
        </fieldset>
      )}
      <div className="ce-account-addresses__actions">
        {/* The press keeps the focus where it is: leaving a field checks it, and its message
            disappearing would move this button away under the pointer before the click. The
            submission checks every field anyway. */}
        <Button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          onMouseDown={(event) => event.preventDefault()}
        >
          {t('account.addresses.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('account.addresses.cancel')}
        </Button>
      </div>
    </form>
  )
}
