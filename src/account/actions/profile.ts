import type { TextKey } from '../../lib/i18n'
import {
  changeCustomerPassword,
  createCustomer,
  type CustomerSummary,
  fetchCustomer,
  type NewCustomer,
  requestPasswordResetEmail,
  resetPassword as resetPasswordAtShop,
  type ShopError,
  type ShopResult,
  updateCustomerEmail,
  updateCustomerName,
} from '../../shop'
import type { AccountContext } from './context'
import { signIn } from './sign-in'

/**
 * The account screens' calls (create account, password forgotten and reset, account
 * information). Like the session actions they resolve to a value and have shown any failure by
 * then: through the error catalogue (an expired session goes to the login page), except where
 * the screen knows better (below).
 */

/** Magento answers a wrong current password with an authentication error. */
const isWrongPassword = (error: ShopError) =>
  error.errors.some((entry) => entry.category === 'graphql-authentication')

/**
 * A form's success ends what its earlier tries left on the page: the errors above it (a wrong
 * current password, a shop that failed) would otherwise stand above its success message.
 */
const clearPageErrors = (context: AccountContext) => {
  const messages = context.messages.getState()
  for (const shown of messages.messages) {
    if (shown.area === 'global' && shown.type === 'error') messages.remove(shown.id)
  }
}

const succeeded = async <T>(
  context: AccountContext,
  result: ShopResult<T>,
  options: { wrongPassword?: boolean; form?: boolean } = {},
): Promise<T | null> => {
  if (result.ok) {
    if (options.form) clearPageErrors(context)
    return result.data
  }
  if (options.wrongPassword && isWrongPassword(result.error)) {
    context.messages.getState().add({
      message: context.t('message.account.wrong-password'),
      type: 'error',
    })
    return null
  }
  await context.fail(result.error)
  return null
}

/** Creates the account, then signs the new customer in (their guest cart merged). */
export const register = async (context: AccountContext, input: NewCustomer) => {
  const customer = { ...input, email: input.email.trim() }
  const created = await succeeded(context, await createCustomer(context.client, customer))
  if (created === null) return false
  return signIn(context, { email: customer.email, password: customer.password })
}

/**
 * Asks the shop to mail a reset link. True also when the shop knows no such account (Magento
 * then answers an input error): the screen's answer must not tell who has an account here.
 */
export const requestPasswordReset = async (context: AccountContext, email: string) => {
  const result = await requestPasswordResetEmail(context.client, email.trim())
  if (result.ok) return true
  if (result.error.kind === 'graphql' && !isWrongPassword(result.error)) return true
  await context.fail(result.error)
  return false
}

export const resetPassword = async (
  context: AccountContext,
  input: { email: string; token: string; password: string },
) =>
  (await succeeded(
    context,
    await resetPasswordAtShop(context.client, {
      email: input.email.trim(),
      resetPasswordToken: input.token,
      newPassword: input.password,
    }),
  )) === true

export const loadCustomer = async (context: AccountContext): Promise<CustomerSummary | null> =>
  succeeded(context, await fetchCustomer(context.client))

export const updateName = async (
  context: AccountContext,
  input: { firstname: string; lastname: string },
) =>
  succeeded(
    context,
    await updateCustomerName(context.client, {
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
    }),
    { form: true },
  )

export const updateEmail = async (
  context: AccountContext,
  input: { email: string; password: string },
) =>
  succeeded(
    context,
    await updateCustomerEmail(context.client, {
      email: input.email.trim(),
      password: input.password,
    }),
    { wrongPassword: true, form: true },
  )

export const changePassword = async (
  context: AccountContext,
  input: { currentPassword: string; newPassword: string },
) =>
  (await succeeded(context, await changeCustomerPassword(context.client, input), {
    wrongPassword: true,
    form: true,
  })) === true

/** The message for the next page: a text key, or a text already made (with a product's name). */
export type ContinueMessage =
  { key: TextKey; type?: 'success' | 'info' } | { text: string; type?: 'success' | 'info' }

/**
 * Goes on to a page of the site (client navigation), with a message shown there: the route
 * change keeps it for that page. Only site paths: anything else goes to `fallback`. A warning
 * the action before said on this page (a guest's coupon the sign-in's cart merge could not
 * keep) goes along: the shopper is on the next page before they could read it here.
 */
export const continueTo = (context: AccountContext, path: string, message?: ContinueMessage) => {
  const target = path.split(/[?#]/)[0] ?? path
  carryWarnings(context, target)
  if (message) {
    context.messages.getState().add({
      message: 'text' in message ? message.text : context.t(message.key),
      type: message.type ?? 'success',
      path: target,
    })
  }
  context.navigate(path)
  return true
}

/** Binds the page's warnings (those bound to no page) to the page at `target`. */
const carryWarnings = ({ messages }: AccountContext, target: string) => {
  const unbound = messages
    .getState()
    .messages.filter((entry) => entry.type === 'warning' && entry.path === undefined)
  for (const area of new Set(unbound.map((entry) => entry.area))) {
    const carried = unbound.filter((entry) => entry.area === area)
    // An area shows its messages together: they are shown again, now bound to the target.
    messages.getState().clear(area)
    messages.getState().show(
      area,
      carried.map(({ message, type }) => ({ message, type, path: target })),
    )
  }
}
