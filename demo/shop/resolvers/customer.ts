import { type ShopContext, currentCustomerId, requireCustomer } from '../context'
import { type Phrase, invalidInput, notAuthenticated, phrase } from '../errors'
import { magentoDate, randomId } from '../ids'
import { hashPassword, verifyPassword } from '../password'
import type { CustomerRow } from '../repo/rows'
import { customerOrders } from './orders'
import type { Resolver, ResolverMap } from './types'

const EMAIL = /^[^\s@.][^\s@]*@[^\s@]+\.[A-Za-z]{2,}$/

export const customerView = (customer: CustomerRow) => ({
  id: customer.id,
  email: customer.email,
  firstname: customer.firstname,
  lastname: customer.lastname,
  created_at: magentoDate(customer.created_at),
  confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
  allow_remote_shopping_assistance: false,
  is_subscribed: false,
  purchase_orders_enabled: false,
  structure_id: '',
  addresses: [],
  default_billing: null,
  default_shipping: null,
  wishlists: [],
  reviews: () => ({ items: [], page_info: { current_page: 1, page_size: 20, total_pages: 0 } }),
  orders: (args: { currentPage?: number; pageSize?: number }, ctx: ShopContext) =>
    customerOrders(ctx, customer, args),
})

const generateCustomerToken: Resolver<{ email: string; password: string }> = async (
  _,
  args,
  ctx,
) => {
  if (!args.email.trim()) throw invalidInput(phrase('specifyValue', 'email'))
  if (!args.password) throw invalidInput(phrase('specifyValue', 'password'))
  const customer = await ctx.repos.customers.byEmail(ctx.store.code, args.email)
  const valid =
    customer?.password_hash && (await verifyPassword(args.password, customer.password_hash))
  if (!customer || !valid) throw notAuthenticated(phrase('signInFailed'))
  const token = randomId(32)
  await ctx.repos.customers.addToken(token, customer.id, ctx.now)
  return { token }
}

const revokeCustomerToken: Resolver<Record<string, never>> = async (_, _args, ctx) => {
  await ctx.repos.customers.revokeTokens(requireCustomer(ctx).id)
  return { result: true }
}

const customer: Resolver<Record<string, never>> = (_, _args, ctx) =>
  customerView(requireCustomer(ctx))

/** Magento's password rules, of registration and of the account screens (customer-account.ts). */
export const passwordProblem = (password: string): Phrase | null => {
  if (password.length < 8) return phrase('passwordTooShort')
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password))
  return classes.length < 3 ? phrase('passwordClasses') : null
}

/** CustomerCreateInput (createCustomerV2) and the older CustomerInput, whose fields are optional. */
interface CreateInput {
  email?: string | null
  firstname?: string | null
  lastname?: string | null
  password?: string | null
}

/** A minimal registration: names, email, password (Magento's rules); no confirmation mail. */
const register = async (input: CreateInput, ctx: ShopContext) => {
  currentCustomerId(ctx)
  for (const field of ['email', 'firstname', 'lastname'] as const) {
    if (!input[field]?.trim()) throw invalidInput(phrase('fieldRequired', field))
  }
  const email = (input.email ?? '').trim()
  if (!EMAIL.test(email) || email.includes('..')) {
    throw invalidInput(phrase('invalidEmail', email))
  }
  const problem = input.password ? passwordProblem(input.password) : null
  if (problem) throw invalidInput(problem)
  if (await ctx.repos.customers.byEmail(ctx.store.code, email)) {
    throw invalidInput(phrase('emailTaken'))
  }
  const created = await ctx.repos.customers.create({
    store: ctx.store.code,
    email,
    firstname: (input.firstname ?? '').trim(),
    lastname: (input.lastname ?? '').trim(),
    password_hash: input.password ? await hashPassword(input.password) : null,
    created_at: ctx.now,
  })
  return { customer: customerView(created) }
}

const createCustomerV2: Resolver<{ input: CreateInput }> = (_, { input }, ctx) =>
  register(input, ctx)

/** Deprecated since Magento 2.4.7 in favour of createCustomerV2, still served, as Magento does. */
const createCustomer: Resolver<{ input: CreateInput }> = (_, { input }, ctx) => register(input, ctx)

export const customerResolvers: ResolverMap = {
  Query: { customer },
  Mutation: { generateCustomerToken, revokeCustomerToken, createCustomer, createCustomerV2 },
}
