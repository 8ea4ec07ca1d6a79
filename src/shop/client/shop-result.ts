/**
 * What every shop call returns: a value, never a thrown error (DESIGN.md section 5: expected
 * failures are values). The kinds follow SPEC.md section 8 'Transport'.
 */
export type ShopErrorKind = 'graphql' | 'network' | 'server' | 'parse'

export interface ShopGraphQLError {
  message: string
  /** Magento's `extensions.category`, e.g. 'graphql-no-such-entity'; null when absent. */
  category: string | null
  path: string[]
}

export interface ShopError {
  kind: ShopErrorKind
  /** The operation name of the document (named like its root field, e.g. 'addProductsToCart'). */
  operation: string
  message: string
  errors: ShopGraphQLError[]
  /** The HTTP status when a response arrived, else null. */
  status: number | null
}

export type ShopResult<T> = { ok: true; data: T } | { ok: false; error: ShopError }

export type ShopVariables = Record<string, unknown>

/** What one call may change of the client's own settings. */
export interface ShopCallOptions {
  /**
   * Another store view than the page's, for this call only (its `Store` header): what the shop
   * keeps per store view, such as reviews, may be asked of another language's view.
   */
  storeView?: string
}

export interface ShopClient {
  query<T>(
    document: string,
    variables?: ShopVariables,
    options?: ShopCallOptions,
  ): Promise<ShopResult<T>>
  mutate<T>(document: string, variables?: ShopVariables): Promise<ShopResult<T>>
  /** Present only when the site configures a websocket endpoint (SPEC.md section 7). */
  subscribe?<T>(
    document: string,
    variables: ShopVariables,
    onResult: (result: ShopResult<T>) => void,
  ): () => void
  /** Drops whatever the client holds for the current user (called on logout). */
  resetCache(): void
}

export const shopOk = <T>(data: T): ShopResult<T> => ({ ok: true, data })

export const shopFail = (
  kind: ShopErrorKind,
  operation: string,
  message: string,
  extra: { errors?: ShopGraphQLError[]; status?: number | null } = {},
): { ok: false; error: ShopError } => ({
  ok: false,
  error: { kind, operation, message, errors: extra.errors ?? [], status: extra.status ?? null },
})

/** A call that never reached the shop (fetch failed, the client code did not load), as a value. */
export const networkFail = (operation: string, error: unknown) =>
  shopFail('network', operation, error instanceof Error ? error.message : String(error))

/** Maps the data of a successful result, passing failures through unchanged. */
export const mapShopResult = <T, U>(result: ShopResult<T>, map: (data: T) => U): ShopResult<U> =>
  result.ok ? { ok: true, data: map(result.data) } : result

/** The operation name of a document: `mutation addProductsToCart(...)` → 'addProductsToCart'. */
export const operationName = (document: string): string =>
  /\b(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(document)?.[1] ?? 'anonymous'
