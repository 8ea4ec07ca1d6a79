import {
  type GraphQLFieldResolver,
  type GraphQLSchema,
  isInterfaceType,
  isObjectType,
} from 'graphql'
import magentoSdl from '../../../graphql/magento-2.4.8.graphql'
import { buildShopSchema } from '../../../graphql/schema'
import extensionSdl from '../../../graphql/vitalis-extensions.graphql'
import type { ShopContext } from '../context'
import { RESOLVERS, TYPE_RESOLVERS } from '../resolvers'

/** Puts the shop's resolvers onto the built schema (graphql-js reads them from the fields). */
const attachResolvers = (schema: GraphQLSchema): GraphQLSchema => {
  for (const [typeName, fields] of Object.entries(RESOLVERS)) {
    const type = schema.getType(typeName)
    if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`)
    const schemaFields = type.getFields()
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = schemaFields[fieldName]
      if (!field) throw new Error(`${typeName}.${fieldName} is not in the schema`)
      field.resolve = resolve as unknown as GraphQLFieldResolver<unknown, ShopContext>
    }
  }
  for (const [typeName, resolveType] of Object.entries(TYPE_RESOLVERS)) {
    const type = schema.getType(typeName)
    if (!isInterfaceType(type)) throw new Error(`${typeName} is not an interface`)
    type.resolveType = resolveType
  }
  return schema
}

let schema: GraphQLSchema | undefined

/** The executable schema, built on first use and kept for the isolate's life (~0.3 s to build). */
export const shopSchema = (): GraphQLSchema =>
  (schema ??= attachResolvers(buildShopSchema(magentoSdl, extensionSdl)))
