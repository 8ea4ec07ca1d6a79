import type { Translate } from '../../lib/i18n'
import { postcodePattern } from '../../shop'
import type { FieldSpec } from '../../lib/form-rules/field-spec'

/**
 * The fields of the address form, by their purpose (autocomplete tokens, input types, rules of
 * SPEC.md section 5): names, street with its house number, postcode as the country writes it
 * (the cart's check, src/shop/validation-rules.ts), city; company, second line and telephone
 * are optional. Their names are the form's posted names (AddressFormValues).
 */
export const addressFields = (t: Translate, countryCode: string): FieldSpec[] => {
  // The cart's pattern for the whole value, spaces around it allowed (they are trimmed).
  const postcode = postcodePattern(countryCode).source.replace(/^\^/, '').replace(/\$$/, '')
  return [
    {
      name: 'firstname',
      label: t('account.addresses.firstname'),
      purpose: 'givenName',
      required: true,
    },
    {
      name: 'lastname',
      label: t('account.addresses.lastname'),
      purpose: 'familyName',
      required: true,
    },
    { name: 'company', label: t('account.addresses.company'), purpose: 'company' },
    {
      name: 'street',
      label: t('account.addresses.street'),
      purpose: 'street',
      required: true,
    },
    {
      name: 'street2',
      label: t('account.addresses.street2'),
      purpose: 'addressLine2',
    },
    {
      name: 'postcode',
      label: t('account.addresses.postcode'),
      purpose: 'postcode',
      required: true,
      rules: [
        {
          kind: 'regex',
          pattern: `^\\s*(?:${postcode})\\s*$`,
          flags: '',
          message: t('cart.error.postcode'),
        },
      ],
    },
    { name: 'city', label: t('account.addresses.city'), purpose: 'city', required: true },
    {
      name: 'telephone',
      label: t('account.addresses.telephone'),
      purpose: 'telephone',
    },
  ]
}
