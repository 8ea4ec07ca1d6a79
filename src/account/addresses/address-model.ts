import type { CustomerAddressInput, RawCustomerAddress } from '../../shop'

/** One address of the customer's address book, as the account screens show it. */
export interface CustomerAddress {
  id: number
  firstname: string
  lastname: string
  company: string
  /** Street and house number ('Hauptstraße 5'), then an optional second line. */
  street: string
  street2: string
  postcode: string
  city: string
  countryCode: string
  telephone: string
  defaultShipping: boolean
  defaultBilling: boolean
}

/** What the address form posts (its field names), trimmed. */
export interface AddressFormValues {
  firstname: string
  lastname: string
  company: string
  street: string
  street2: string
  postcode: string
  city: string
  countryCode: string
  telephone: string
  defaultShipping: boolean
  defaultBilling: boolean
}

export type AddressDefault = 'shipping' | 'billing'

export const toCustomerAddress = (raw: RawCustomerAddress): CustomerAddress => {
  const [street = '', ...rest] = (raw.street ?? []).map((line) => line ?? '')
  return {
    id: raw.id ?? 0,
    firstname: raw.firstname ?? '',
    lastname: raw.lastname ?? '',
    company: raw.company ?? '',
    street,
    street2: rest.filter(Boolean).join(', '),
    postcode: raw.postcode ?? '',
    city: raw.city ?? '',
    countryCode: (raw.country_code ?? '').toUpperCase(),
    telephone: raw.telephone ?? '',
    defaultShipping: raw.default_shipping === true,
    defaultBilling: raw.default_billing === true,
  }
}

/**
 * CustomerAddressInput of the form's values. Optional fields go as '' (which clears them when
 * an address is edited); a default flag is sent only when set: unticking it is no way to leave
 * the customer without a default (Magento keeps the flag).
 */
export const toAddressInput = (values: AddressFormValues): CustomerAddressInput => ({
  firstname: values.firstname.trim(),
  lastname: values.lastname.trim(),
  company: values.company.trim(),
  street: [values.street.trim(), values.street2.trim()].filter(Boolean),
  postcode: values.postcode.trim(),
  city: values.city.trim(),
  country_code: values.countryCode.toUpperCase(),
  telephone: values.telephone.trim(),
  ...(values.defaultShipping ? { default_shipping: true } : {}),
  ...(values.defaultBilling ? { default_billing: true } : {}),
})

/** Defaults first (shipping, then billing), then in the order they were saved. */
export const sortAddresses = (addresses: readonly CustomerAddress[]): CustomerAddress[] =>
  [...addresses].sort(
    (a, b) =>
      Number(b.defaultShipping) - Number(a.defaultShipping) ||
      Number(b.defaultBilling) - Number(a.defaultBilling) ||
      a.id - b.id,
  )

/**
 * The book after one address was saved: a new default flag moves the flag away from the
 * address that held it, as Magento does.
 */
export const withSaved = (
  addresses: readonly CustomerAddress[],
  saved: CustomerAddress,
): CustomerAddress[] => {
  const others = addresses
    .filter((address) => address.id !== saved.id)
    .map((address) => ({
      ...address,
      defaultShipping: saved.defaultShipping ? false : address.defaultShipping,
      defaultBilling: saved.defaultBilling ? false : address.defaultBilling,
    }))
  return sortAddresses([...others, saved])
}
