import { type Data, ok } from './helpers'

/** What the pack-size tests ask of a family (demo/migrations/0016): its options and variants. */
export const uid = (text: string) => btoa(text)
export const VALUE = (index: number) => uid(`configurable/215/${index}`)

const FAMILY = `query Family($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    total_count
    items {
      __typename sku name stock_status url_key
      price_range {
        minimum_price { final_price { value } regular_price { value } }
        maximum_price { final_price { value } regular_price { value } }
      }
      ... on ConfigurableProduct {
        configurable_options {
          attribute_code attribute_uid uid label position use_default
          values { uid label default_label store_label use_default_value value_index swatch_data { value } }
        }
        variants {
          attributes { code label uid value_index }
          product {
            __typename id sku name stock_status url_key base_unit_string dynamicAttributes
            cartImage { url }
            omnibus_price { value }
            price_range { minimum_price { final_price { value } regular_price { value } } }
            custom_attributesV2 { items { code ... on AttributeValue { value } } }
          }
        }
      }
    }
  }
}`

export const family = async (sku: string, store?: string) =>
  (await ok<Data>(FAMILY, { sku }, { store })).products.items[0]
