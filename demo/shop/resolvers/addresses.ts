import { type ShopContext, requireCustomer } from '../context'
import { SHIPPING_COUNTRIES } from '../domain/shipping-rates'
import { invalidInput, noSuchEntity, notAuthorized, phrase } from '../errors'
import type { AddressFields, AddressRow } from '../repo/addresses'
import type { Resolver, ResolverMap } from './types'

/**
 * The customer's address book as Magento's CustomerGraphQl module answers it: the Customer
 * fields addresses, default_shipping and default_billing, and create/update/deleteCustomerAddress
 * with its messages and categories (GetCustomerAddress, CreateCustomerAddress,
 * DeleteCustomerAddress of magento/module-customer-graph-ql).
 */

const view = (row: AddressRow) => {
  const street = JSON.parse(row.street) as string[]
  return {
    id: row.id,
    customer_id: row.customer_id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street,
    postcode: row.postcode,
    city: row.city,
    country_code: row.country_code,
    country_id: row.country_code,
    telephone: row.telephone,
    default_shipping: row.default_shipping === 1,
    default_billing: row.default_billing === 1,
    region: { region: null, region_code: null, region_id: 0 },
    region_id: 0,
    custom_attributesV2: [],
  }
}

interface AddressInput {
  firstname?: string | null
  lastname?: string | null
  company?: string | null
  street?: (string | null)[] | null
  postcode?: string | null
  city?: string | null
  country_code?: string | null
  country_id?: string | null
  telephone?: string | null
  default_shipping?: boolean | null
  default_billing?: boolean | null
}

const REQUIRED = ['firstname', 'lastname', 'street', 'city', 'postcode', 'country_code'] as const

/** The address after the input, checked as Magento checks a new or changed address. */
const merged = (input: AddressInput, current: AddressRow | null): AddressFields => {
  const text = (value: string | null | undefined, fallback: string | null) =>
    value === undefined || value === null ? fallback : value.trim()
  const street =
    input.street === undefined || input.street === null
      ? current
        ? (JSON.parse(current.street) as string[])
        : []
      : input.street.map((line) => (line ?? '').trim()).filter(Boolean)
  const fields: AddressFields = {
    firstname: text(input.firstname, current?.firstname ?? '') ?? '',
    lastname: text(input.lastname, current?.lastname ?? '') ?? '',
    company: text(input.company, current?.company ?? null) || null,
    street: JSON.stringify(street),
    postcode: text(input.postcode, current?.postcode ?? '') ?? '',
    city: text(input.city, current?.city ?? '') ?? '',
    country_code: (input.country_code ?? input.country_id ?? current?.country_code ?? '')
      .toString()
      .toUpperCase(),
    telephone: text(input.telephone, current?.telephone ?? null) || null,
    default_shipping: input.default_shipping ? 1 : (current?.default_shipping ?? 0),
    default_billing: input.default_billing ? 1 : (current?.default_billing ?? 0),
  }
  const missing = REQUIRED.filter((key) =>
    key === 'street' ? street.length === 0 : !fields[key as Exclude<typeof key, 'street'>],
  )
  if (missing.length) throw invalidInput(phrase('addressFieldsMissing', missing.join(', ')))
  if (!SHIPPING_COUNTRIES.includes(fields.country_code))
    throw invalidInput(phrase('addressInvalidValue', fields.country_code, 'country_id'))
  return fields
}

/** The customer's own address, or Magento's no-such-entity / authorization error. */
const ownAddress = async (ctx: ShopContext, id: number) => {
  const customer = requireCustomer(ctx)
  const row = await ctx.repos.addresses.byId(id)
  if (!row) throw noSuchEntity(phrase('addressNotFound', id))
  if (row.customer_id !== customer.id) throw notAuthorized(phrase('addressForeign', id))
  return { customer, row }
}

const addresses: Resolver<Record<string, never>> = async (source, _args, ctx) => {
  const { id } = source as { id: number }
  return (await ctx.repos.addresses.forCustomer(id)).map(view)
}

const defaultId =
  (flag: 'default_shipping' | 'default_billing'): Resolver<Record<string, never>> =>
  async (source, _args, ctx) => {
    const { id } = source as { id: number }
    const row = (await ctx.repos.addresses.forCustomer(id)).find((entry) => entry[flag] === 1)
    return row ? String(row.id) : null
  }

const createCustomerAddress: Resolver<{ input: AddressInput }> = async (_, { input }, ctx) => {
  const customer = requireCustomer(ctx)
  const fields = merged(input, null)
  // The first address of a customer becomes both defaults, as Magento's checkout does.
  const first = (await ctx.repos.addresses.forCustomer(customer.id)).length === 0
  if (first) Object.assign(fields, { default_shipping: 1, default_billing: 1 })
  return view(await ctx.repos.addresses.save(customer.id, null, fields))
}

const updateCustomerAddress: Resolver<{ id: number; input?: AddressInput | null }> = async (
  _,
  { id, input },
  ctx,
) => {
  const { customer, row } = await ownAddress(ctx, id)
  return view(await ctx.repos.addresses.save(customer.id, row.id, merged(input ?? {}, row)))
}

const deleteCustomerAddress: Resolver<{ id: number }> = async (_, { id }, ctx) => {
  const { row } = await ownAddress(ctx, id)
  if (row.default_billing) throw invalidInput(phrase('addressDefaultBilling', id))
  if (row.default_shipping) throw invalidInput(phrase('addressDefaultShipping', id))
  await ctx.repos.addresses.remove(id)
  return true
}

export const addressResolvers: ResolverMap = {
  Customer: {
    addresses,
    default_shipping: defaultId('default_shipping'),
    default_billing: defaultId('default_billing'),
  },
  Mutation: { createCustomerAddress, updateCustomerAddress, deleteCustomerAddress },
}
