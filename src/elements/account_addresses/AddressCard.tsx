import { useEffect, useRef, useState } from 'react'
import type { AddressDefault, CustomerAddress } from '../../account'
import { Button } from '../../brands/design/Button'
import { useT } from '../../lib/i18n'
import { useStorefront } from '../../lib/storefront-context'
import { countryName } from '../cart/shipping-countries'

export interface AddressCardProps {
  address: CustomerAddress
  busy: boolean
  disabled: boolean
  onEdit: () => void
  onMakeDefault: (kind: AddressDefault) => void
  onDelete: () => Promise<boolean>
}

/**
 * One saved address as a postal address, with its default badges and its actions. A default
 * address cannot be deleted (Magento refuses it), so it offers no deletion; deleting asks first.
 */
export function AddressCard({
  address,
  busy,
  disabled,
  onEdit,
  onMakeDefault,
  onDelete,
}: AddressCardProps) {
  const t = useT()
  const { languageTag } = useStorefront()
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ')
  const isDefault = address.defaultShipping || address.defaultBilling

  return (
    <li className="ce-account-addresses__card" aria-busy={busy || undefined}>
      {isDefault && (
        <p className="ce-account-addresses__badges">
          {address.defaultShipping && (
            <span className="ce-account-addresses__badge">
              {t('account.addresses.default-shipping')}
            </span>
          )}
          {address.defaultShipping && address.defaultBilling && ' '}
          {address.defaultBilling && (
            <span className="ce-account-addresses__badge">
              {t('account.addresses.default-billing')}
            </span>
          )}
        </p>
      )}
      <address className="ce-account-addresses__address">
        <strong>{name}</strong>
        {address.company && <span>{address.company}</span>}
        <span>{address.street}</span>
        {address.street2 && <span>{address.street2}</span>}
        <span>{`${address.postcode} ${address.city}`}</span>
        <span>{countryName(address.countryCode, languageTag)}</span>
        {address.telephone && <span>{address.telephone}</span>}
      </address>
      {confirming ? (
        <div
          className="ce-account-addresses__confirm"
          role="group"
          aria-label={t('account.addresses.delete-confirm')}
        >
          <p>{t('account.addresses.delete-confirm')}</p>
          <div className="ce-account-addresses__actions">
            <Button
              ref={confirmRef}
              size="sm"
              disabled={disabled}
              onClick={() => void onDelete().then((deleted) => deleted || setConfirming(false))}
            >
              {t('account.addresses.delete-yes')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('account.addresses.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="ce-account-addresses__actions">
          <Button size="sm" variant="outline" disabled={disabled} onClick={onEdit}>
            {t('account.addresses.edit')}
            <span className="visually-hidden">{`: ${name}, ${address.street}`}</span>
          </Button>
          {!address.defaultShipping && (
            <Button
              size="sm"
              variant="link"
              disabled={disabled}
              onClick={() => onMakeDefault('shipping')}
            >
              {t('account.addresses.make-default-shipping')}
            </Button>
          )}
          {!address.defaultBilling && (
            <Button
              size="sm"
              variant="link"
              disabled={disabled}
              onClick={() => onMakeDefault('billing')}
            >
              {t('account.addresses.make-default-billing')}
            </Button>
          )}
          {!isDefault && (
            <Button
              size="sm"
              variant="link"
              disabled={disabled}
              onClick={() => setConfirming(true)}
            >
              {t('account.addresses.delete')}
              <span className="visually-hidden">{`: ${name}, ${address.street}`}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
