import type { ProductRow } from '../repo/rows'
import type { Language } from '../store-views'

/**
 * Pack-size families as Magento 2.4.8's configurable products (demo/migrations/0016): the select
 * attribute `pack_size`, its option ids (value_index) on the variants, and the uids Magento's
 * ConfigurableProductGraphQl makes of them.
 */
export const PACK_SIZE = { code: 'pack_size', attributeId: 215 } as const

/** The attribute's store labels (Magento's frontend label per store view). */
export const PACK_SIZE_LABEL: Readonly<Record<Language, string>> = {
  de: 'Packungsgröße',
  en: 'Pack size',
}

/** ConfigurableProductOptions.uid: base64("configurable/<attribute id>") (Options\Collection). */
export const optionUid = (): string => btoa(`configurable/${PACK_SIZE.attributeId}`)

/** ConfigurableProductOptions.attribute_uid: base64 of the attribute id. */
export const attributeUid = (): string => btoa(String(PACK_SIZE.attributeId))

/**
 * An option value's uid, the one addProductsToCart's selected_options take:
 * base64("configurable/<attribute id>/<value_index>") (SelectionUidFormatter).
 */
export const optionValueUid = (valueIndex: number): string =>
  btoa(`configurable/${PACK_SIZE.attributeId}/${valueIndex}`)

/** The value_index a selected option's uid names, or null when it is not one of pack_size's. */
export const valueIndexOf = (uid: string): number | null => {
  try {
    const match = /^configurable\/(\d+)\/(\d+)$/.exec(atob(uid))
    return match && Number(match[1]) === PACK_SIZE.attributeId ? Number(match[2]) : null
  } catch {
    return null
  }
}

/** The pack-size label of a variant (its size) in the row's view. */
export const sizeOf = (json: string): string => {
  try {
    const size = (JSON.parse(json) as { size?: unknown }).size
    return typeof size === 'string' ? size : ''
  } catch {
    return ''
  }
}

/** Cart and wishlist items' SelectedConfigurableOption of a variant. */
export const selectedOptions = (variant: ProductRow, language: Language) =>
  variant.pack_size === null
    ? []
    : [
        {
          id: PACK_SIZE.attributeId,
          configurable_product_option_uid: optionUid(),
          configurable_product_option_value_uid: optionValueUid(variant.pack_size),
          option_label: PACK_SIZE_LABEL[language],
          value_id: variant.pack_size,
          value_label: sizeOf(variant.dynamic_attributes),
        },
      ]
