import { type ShopContext, requireCustomer } from '../context'
import { invalidInput, notAuthenticated, phrase } from '../errors'
import { randomId } from '../ids'
import { hashPassword, verifyPassword } from '../password'
import type { CustomerRow } from '../repo/rows'
import { customerView, passwordProblem } from './customer'
import type { Resolver, ResolverMap } from './types'

/**
 * The account screens' operations, as Magento 2.4.8 answers them: requestPasswordResetEmail and
 * resetPassword (the token is logged and shown at GET /shop/_password-reset instead of mailed),
 * updateCustomerV2 (the name), updateCustomerEmail and changeCustomerPassword (both ask for the
 * current password: a wrong one is an authentication error, 'Invalid login or password.').
 */

const EMAIL = /^[^\s@.][^\s@]*@[^\s@]+\.[A-Za-z]{2,}$/
const validEmail = (email: string) => EMAIL.test(email) && !email.includes('..')

/** The whole Customer, as the `customer` query resolves it. */
const view = (customer: CustomerRow) => customerView(customer)

const requestPasswordResetEmail: Resolver<{ email: string }> = async (_, args, ctx) => {
  const email = args.email.trim()
  if (!validEmail(email)) throw invalidInput(phrase('emailFormat'))
  const customer = await ctx.repos.customers.byEmail(ctx.store.code, email)
  if (!customer) throw invalidInput(phrase('resetRequestFailed'))
  const token = randomId(32)
  await ctx.repos.passwordResets.issue(customer.id, token, ctx.now)
  // No mail: the link's token is in the log, and at GET /shop/_password-reset.
  console.log(`[demo shop] password reset for ${email} (${ctx.store.code}): token ${token}`)
  return true
}

const resetPassword: Resolver<{
  email: string
  resetPasswordToken: string
  newPassword: string
}> = async (_, args, ctx) => {
  const email = args.email.trim()
  if (!email) throw invalidInput(phrase('emailMissing'))
  if (!validEmail(email)) throw invalidInput(phrase('emailFormat'))
  if (!args.resetPasswordToken) throw invalidInput(phrase('mustBeSpecified', 'resetPasswordToken'))
  if (!args.newPassword) throw invalidInput(phrase('mustBeSpecified', 'newPassword'))
  const customer = await ctx.repos.customers.byEmail(ctx.store.code, email)
  const token = customer ? await ctx.repos.passwordResets.current(customer.id, ctx.now) : null
  if (!customer || !token || token !== args.resetPasswordToken) {
    throw invalidInput(phrase('resetFailed'))
  }
  const problem = passwordProblem(args.newPassword)
  if (problem) throw invalidInput(problem)
  await ctx.repos.customerUpdates.setPasswordHash(customer.id, await hashPassword(args.newPassword))
  await ctx.repos.passwordResets.useUp(customer.id)
  // Magento ends the customer's sessions when the password is reset.
  await ctx.repos.customers.revokeTokens(customer.id)
  return true
}

const checkPassword = async (customer: CustomerRow, password: string) => {
  if (!password) throw invalidInput(phrase('specifyValue', 'password'))
  const valid = customer.password_hash && (await verifyPassword(password, customer.password_hash))
  if (!valid) throw notAuthenticated(phrase('invalidLogin'))
}

const reload = async (ctx: ShopContext, id: number) => {
  const customer = await ctx.repos.customers.byId(id)
  if (!customer) throw notAuthenticated(phrase('customerNotAuthorized'))
  return customer
}

interface UpdateInput {
  firstname?: string | null
  lastname?: string | null
}

const updateCustomerV2: Resolver<{ input: UpdateInput }> = async (_, { input }, ctx) => {
  const customer = requireCustomer(ctx)
  const firstname = input.firstname === undefined ? customer.firstname : (input.firstname ?? '')
  const lastname = input.lastname === undefined ? customer.lastname : (input.lastname ?? '')
  if (!firstname.trim()) throw invalidInput(phrase('fieldRequired', 'firstname'))
  if (!lastname.trim()) throw invalidInput(phrase('fieldRequired', 'lastname'))
  await ctx.repos.customerUpdates.setName(customer.id, firstname.trim(), lastname.trim())
  return { customer: view(await reload(ctx, customer.id)) }
}

const updateCustomerEmail: Resolver<{ email: string; password: string }> = async (_, args, ctx) => {
  const customer = requireCustomer(ctx)
  await checkPassword(customer, args.password)
  const email = args.email.trim()
  if (!validEmail(email)) throw invalidInput(phrase('invalidEmail', email))
  const owner = await ctx.repos.customers.byEmail(ctx.store.code, email)
  if (owner && owner.id !== customer.id) throw invalidInput(phrase('emailTaken'))
  await ctx.repos.customerUpdates.setEmail(customer.id, email)
  return { customer: view(await reload(ctx, customer.id)) }
}

const changeCustomerPassword: Resolver<{ currentPassword: string; newPassword: string }> = async (
  _,
  args,
  ctx,
) => {
  const customer = requireCustomer(ctx)
  if (!args.currentPassword) throw invalidInput(phrase('specifyValue', 'currentPassword'))
  if (!args.newPassword) throw invalidInput(phrase('specifyValue', 'newPassword'))
  await checkPassword(customer, args.currentPassword)
  const problem = passwordProblem(args.newPassword)
  if (problem) throw invalidInput(problem)
  await ctx.repos.customerUpdates.setPasswordHash(customer.id, await hashPassword(args.newPassword))
  return view(await reload(ctx, customer.id))
}

export const customerAccountResolvers: ResolverMap = {
  Mutation: {
    requestPasswordResetEmail,
    resetPassword,
    updateCustomerV2,
    updateCustomerEmail,
    changeCustomerPassword,
  },
}
