import type { CombinedError, OperationResult } from '@urql/core'
import { shopFail, type ShopGraphQLError, type ShopResult } from './shop-result'

/**
 * Turns urql's result into a ShopResult by the transport rules of SPEC.md section 8: an HTTP
 * status of 300 or more is a server error (whatever the body says), a response whose body
 * could not be read as GraphQL is a parse error, no response at all is a network error, and
 * GraphQL errors are wrapped with Magento's category (errors[].extensions.category).
 */
const MAX_MESSAGE_LENGTH = 300

const toGraphQLError = (error: CombinedError['graphQLErrors'][number]): ShopGraphQLError => {
  const category = error.extensions?.['category']
  return {
    message: error.message,
    category: typeof category === 'string' ? category : null,
    path: (error.path ?? []).map(String),
  }
}

/** urql passes on whatever failed: an Error, or a socket's close event for subscriptions. */
const describe = (failure: unknown): string => {
  if (failure instanceof Error) return failure.message
  if (typeof failure === 'object' && failure !== null && 'code' in failure)
    return `Socket closed with code ${String(failure.code)}`
  return String(failure)
}

export const toShopResult = <T>(
  result: Pick<OperationResult, 'data' | 'error'>,
  operation: string,
  status: number | null,
): ShopResult<T> => {
  const errors = (result.error?.graphQLErrors ?? []).map(toGraphQLError)
  if (status !== null && status >= 300) {
    // The errors are kept: a 401 or 500 answer may still carry Magento's categories.
    return shopFail('server', operation, `HTTP ${status}`, { errors, status })
  }
  const networkError = result.error?.networkError
  if (networkError) {
    // urql reports an unreadable body as a network error; a response did arrive, though.
    const message = describe(networkError).slice(0, MAX_MESSAGE_LENGTH)
    return shopFail(status === null ? 'network' : 'parse', operation, message, { status })
  }
  const [first] = errors
  if (first) return shopFail('graphql', operation, first.message, { errors, status })
  if (result.data === undefined || result.data === null)
    return shopFail('parse', operation, 'The response holds no data', { status })
  return { ok: true, data: result.data as T }
}
