import type { TFunction } from 'i18next'
import { postcodePattern } from '../../shop'
import type { FieldSpec } from '../../lib/form-rules/field-spec'

/**
 * The fields of the address form, by their purpose (autocomplete tokens, input types, rules of
 * SPEC.md section 5): names, street with its house number, postcode as the country writes it
 * (the cart's check, src/shop/validation-rules.ts), city; company, second line and telephone
 * are optional. Their names are the form's posted names (AddressFormValues).
 */
export const addressFields = (t: TFunction, countryCode: string): FieldSpec[] => {
  // The cart's pattern for the whole value, spaces around it allowed (they are trimmed).
  const postcode = postcodePattern(countryCode).source.replace(/^\^/, '').replace(/\$$/, '')
  return [
    {
      name: 'firstname',
      label: t('account.addresses.firstname', 'Vorname'),
      purpose: 'givenName',
      required: true,
    },
    {
      name: 'lastname',
      label: t('account.addresses.lastname', 'Nachname'),
      purpose: 'familyName',
      required: true,
    },
    { name: 'company', label: t('account.addresses.company', 'Firma'), purpose: 'company' },
    {
      name: 'street',
      label: t('account.addresses.street', 'Straße und Hausnummer'),
      purpose: 'street',
      required: true,
    },
    {
      name: 'street2',
      label: t('account.addresses.street2', 'Adresszusatz'),
      purpose: 'addressLine2',
    },
    {
      name: 'postcode',
      label: t('account.addresses.postcode', 'Postleitzahl'),
      purpose: 'postcode',
      required: true,
      rules: [
        {
          kind: 'regex',
          pattern: `^\\s*(?:${postcode})\\s*$`,
          flags: '',
          message: t('cart.error.postcode', 'Bitte geben Sie eine gültige Postleitzahl ein.'),
        },
      ],
    },
    { name: 'city', label: t('account.addresses.city', 'Ort'), purpose: 'city', required: true },
    {
      name: 'telephone',
      label: t('account.addresses.telephone', 'Telefon (optional)'),
      purpose: 'telephone',
    },
  ]
}
