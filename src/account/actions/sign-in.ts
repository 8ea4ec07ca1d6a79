import { generateCustomerToken } from '../../shop'
import type { AccountContext } from './context'

export interface Credentials {
  email: string
  password: string
}

/**
 * Signs the customer in (SPEC.md sections 4 and 6): the shop's token is stored, the client's
 * guest state dropped, and the cart initialised again, which loads the customer cart and merges
 * a held guest cart into it (step 2), so the cart's type becomes customer. Wrong credentials
 * come back from generateCustomerToken as an authentication error, shown as the shop's
 * (translated) message. Resolves to whether the customer is signed in.
 */
export const signIn = async (context: AccountContext, credentials: Credentials) => {
  const result = await generateCustomerToken(
    context.client,
    credentials.email.trim(),
    credentials.password,
  )
  if (!result.ok) {
    await context.fail(result.error)
    return false
  }
  if (!context.session.begin(result.data)) {
    context.messages.getState().add({ message: context.t('message.login.failed'), type: 'error' })
    return false
  }
  // Signed in even should the cart not load: the cart shows its own message then.
  await context.cart.initialise()
  return true
}
