import type { ShopClient, ShopResult } from '../client/shop-result'

/**
 * The password forgotten flow: Magento mails a link with a reset token (the demo shop shows it in
 * its log and at GET /shop/_password-reset), then resetPassword sets the new password with it.
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/request-password-reset-email/
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/reset-password/
 */
export const REQUEST_PASSWORD_RESET_EMAIL_MUTATION = /* GraphQL */ `
  mutation requestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`

export const RESET_PASSWORD_MUTATION = /* GraphQL */ `
  mutation resetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`

export const requestPasswordResetEmail = async (
  client: ShopClient,
  email: string,
): Promise<ShopResult<boolean>> => {
  const result = await client.mutate<{ requestPasswordResetEmail: boolean | null }>(
    REQUEST_PASSWORD_RESET_EMAIL_MUTATION,
    { email },
  )
  return result.ok ? { ok: true, data: result.data.requestPasswordResetEmail === true } : result
}

export const resetPassword = async (
  client: ShopClient,
  variables: { email: string; resetPasswordToken: string; newPassword: string },
): Promise<ShopResult<boolean>> => {
  const result = await client.mutate<{ resetPassword: boolean | null }>(
    RESET_PASSWORD_MUTATION,
    variables,
  )
  return result.ok ? { ok: true, data: result.data.resetPassword === true } : result
}
