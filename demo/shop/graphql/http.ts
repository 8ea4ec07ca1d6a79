import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  execute,
  getOperationAST,
  parse,
  validate,
} from 'graphql'
import type { Context } from 'hono'
import { createContext } from '../context'
import type { ShopEnv } from '../env'
import { ShopError, renderPhrase } from '../errors'
import { productsLatencyMs, selectsProducts } from '../latency'
import { type Language, STORE_NOT_FOUND, requestedView } from '../store-views'
import { shopSchema } from './schema'

interface GraphQLRequest {
  query: string
  variables: Record<string, unknown> | undefined
  operationName: string | undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** POST: a JSON body; GET: query, variables (JSON) and operationName as URL parameters. */
const readRequest = async (c: Context<ShopEnv>): Promise<GraphQLRequest | string> => {
  let raw: Record<string, unknown>
  if (c.req.method === 'GET') {
    const variables = c.req.query('variables')
    try {
      raw = { ...c.req.query(), variables: variables ? JSON.parse(variables) : undefined }
    } catch {
      return 'Unable to parse the variables: they must be JSON.'
    }
  } else {
    const body: unknown = await c.req.json().catch(() => undefined)
    if (!isRecord(body)) return 'Unable to parse the request body: it must be a JSON object.'
    raw = body
  }
  const { query, variables, operationName } = raw
  if (typeof query !== 'string' || !query.trim()) return 'Syntax Error: the query is missing.'
  if (variables !== undefined && variables !== null && !isRecord(variables)) {
    return 'Unable to parse the variables: they must be a JSON object.'
  }
  return {
    query,
    variables: variables ?? undefined,
    operationName: typeof operationName === 'string' && operationName ? operationName : undefined,
  }
}

/**
 * Magento's shape: errors keep message, locations, path and extensions.category; the shop's own
 * errors say their phrase in the store view's language.
 */
const formatError = (error: GraphQLError, language: Language) => {
  const original = error.originalError
  if (original instanceof ShopError) {
    return { ...error.toJSON(), message: renderPhrase(original.phrase, language) }
  }
  if (original && !(original instanceof GraphQLError)) {
    console.error('demo shop: resolver failed', original)
    return {
      message: 'Internal server error',
      locations: error.locations,
      path: error.path,
      extensions: { category: 'internal' },
    }
  }
  return error.toJSON()
}

const respond = (
  c: Context<ShopEnv>,
  result: ExecutionResult,
  // Only a resolver's errors have a language: those before are graphql-js's own, English.
  { status = 200, language = 'en' }: { status?: 200 | 400; language?: Language } = {},
) =>
  c.json(
    {
      ...(result.errors ? { errors: result.errors.map((e) => formatError(e, language)) } : {}),
      ...('data' in result ? { data: result.data } : {}),
    },
    status,
    { 'cache-control': 'no-store' },
  )

/**
 * The shop's /graphql endpoint. Like Magento it answers 200 for GraphQL errors, validation
 * errors included; only an unreadable request is a 400.
 */
export const graphqlHandler = async (c: Context<ShopEnv>) => {
  // Magento's StoreValidator, first of its request validators: an unknown store is an input error.
  const view = requestedView(c.get('store'), c.req.header('store'))
  if (!view) {
    const category = { category: 'graphql-input' }
    return respond(c, { errors: [new GraphQLError(STORE_NOT_FOUND, { extensions: category })] })
  }
  const request = await readRequest(c)
  if (typeof request === 'string') {
    return respond(c, { errors: [new GraphQLError(request)] }, { status: 400 })
  }
  const schema = shopSchema()
  let document: DocumentNode
  try {
    document = parse(request.query)
  } catch (error) {
    if (error instanceof GraphQLError) return respond(c, { errors: [error] })
    throw error
  }
  const invalid = validate(schema, document)
  if (invalid.length > 0) return respond(c, { errors: invalid })
  const operation = getOperationAST(document, request.operationName)
  if (c.req.method === 'GET' && operation?.operation === 'mutation') {
    return respond(c, {
      errors: [new GraphQLError('Mutation requests allowed only for POST requests')],
    })
  }
  if (selectsProducts(operation)) {
    const latency = await productsLatencyMs(c.env.SHOP_DB)
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency))
  }
  const url = new URL(c.req.url)
  const shopBase = `${url.origin}${url.pathname.replace(/\/graphql\/?$/, '')}`
  const contextValue = await createContext(
    c.env.SHOP_DB,
    c.get('store'),
    view,
    shopBase,
    c.req.header('authorization'),
  )
  const result = await execute({
    schema,
    document,
    contextValue,
    variableValues: request.variables,
    operationName: request.operationName,
  })
  return respond(c, result, { language: view.language })
}
