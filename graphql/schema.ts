import { type GraphQLSchema, assertValidSchema, buildSchema, extendSchema, parse } from 'graphql'

/**
 * The shop's GraphQL type system: the real Magento 2.4.8 schema (magento-2.4.8.graphql, a copy of
 * ../shared/magento/schema.graphql) extended by the shop's own fields (vitalis-extensions.graphql).
 *
 * Pure graphql-js: the demo shop worker attaches its resolvers to the result, and storefront tests
 * validate their documents against it (read the two files and pass their text in). Throws when
 * the extension does not fit the Magento schema.
 */
export const buildShopSchema = (magentoSdl: string, extensionSdl: string): GraphQLSchema => {
  const magento = buildSchema(magentoSdl, { noLocation: true })
  const schema = extendSchema(magento, parse(extensionSdl, { noLocation: true }))
  assertValidSchema(schema)
  return schema
}
