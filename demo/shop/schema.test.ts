import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type GraphQLObjectType, type GraphQLInterfaceType, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { buildShopSchema } from '../../graphql/schema'

const read = (name: string) =>
  readFileSync(new URL(`../../graphql/${name}`, import.meta.url), 'utf8')

const magento = read('magento-2.4.8.graphql')
const extension = read('vitalis-extensions.graphql')

describe('shop schema', () => {
  const schema = buildShopSchema(magento, extension)

  it('holds the Magento 2.4.8 schema unchanged since it was copied from ../shared/magento', () => {
    // The project never reads ../shared at test time; the copy's digest was taken when it was made.
    const digest = createHash('sha256').update(magento).digest('hex')
    expect(digest).toBe('f23f587f9b738e5af57eb0d23352a718429bf9529d8d0e498fd4e4631a091230')
  })

  it('adds the shop fields to ProductInterface and every product type', () => {
    const fields = {
      cartImage: 'ProductImage',
      base_unit_string: 'String',
      dynamicAttributes: 'String',
      omnibus_price: 'Money',
    }
    const productTypes = schema.getPossibleTypes(
      schema.getType('ProductInterface') as GraphQLInterfaceType,
    )
    expect(productTypes.map((t) => t.name)).toContain('SimpleProduct')
    for (const type of [schema.getType('ProductInterface'), ...productTypes]) {
      const typeFields = (type as GraphQLObjectType).getFields()
      for (const [name, typeName] of Object.entries(fields)) {
        expect(String(typeFields[name]?.type), `${type?.name}.${name}`).toBe(typeName)
      }
    }
  })

  it('validates the storefront’s kind of product query', () => {
    const document = parse(`query Products($id: String!) {
      products(filter: { category_id: { eq: $id } }, pageSize: 9999) {
        items {
          id uid sku name stock_status cartImage { url label } base_unit_string dynamicAttributes
          omnibus_price { value currency }
          price_range { minimum_price { final_price { value currency } regular_price { value currency }
            discount { amount_off percent_off } } }
        }
      }
    }`)
    expect(validate(schema, document)).toEqual([])
    expect(validate(schema, parse('{ products(search: "x") { items { colour } } }'))).toHaveLength(
      1,
    )
  })

  it('refuses an extension that does not fit the Magento schema', () => {
    expect(() => buildShopSchema(magento, 'extend type NoSuchType { x: String }')).toThrow()
    expect(() =>
      buildShopSchema(magento, 'extend interface ProductInterface { extra: String }'),
    ).toThrow(/SimpleProduct/)
  })
})
