import { type ShopContext, localized } from '../context'
import type { CartRow, ProductRow } from '../repo/rows'
import { isSalable } from './catalog'
import { valueIndexOf } from './pack-sizes'

export type AddErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED'

export interface AddError {
  code: AddErrorCode
  message: string
  /** Quantity still available, for INSUFFICIENT_STOCK (Magento's InsufficientStockError). */
  quantity?: number
}

/** CartItemInput as far as the shop reads it. */
export interface AddRequest {
  sku: string
  quantity: number
  /** A pack-size family's option value uids (domain/pack-sizes.ts). */
  selected_options?: (string | null)[] | null
  /** The family of a variant given by its own sku. */
  parent_sku?: string | null
}

/**
 * The product a request puts into the cart: a simple product as named; for a family's sku the
 * variant its selected option names (Magento's Configurable::_prepareProduct: none chosen is
 * "You need to choose options for your item.", an option of no variant "The required options
 * you selected are not available."); a variant's sku with or without its parent_sku the
 * variant itself.
 */
export const productOf = (
  ctx: ShopContext,
  request: AddRequest,
  products: Map<string, ProductRow>,
  variants: Map<number, ProductRow[]>,
): ProductRow | AddError => {
  const product = products.get(request.sku)
  if (!product) {
    return { code: 'PRODUCT_NOT_FOUND', message: localized(ctx, 'productNotFound', request.sku) }
  }
  if (request.parent_sku) {
    const parent = products.get(request.parent_sku)
    if (!parent) {
      return {
        code: 'PRODUCT_NOT_FOUND',
        message: localized(ctx, 'productNotFound', request.parent_sku),
      }
    }
    if (parent.type_id === 'configurable' && product.parent_id !== parent.id) {
      return { code: 'NOT_SALABLE', message: localized(ctx, 'optionsNotAvailable') }
    }
  }
  if (product.type_id !== 'configurable') return product
  const chosen = (request.selected_options ?? []).filter((uid): uid is string => !!uid)
  if (chosen.length === 0) {
    return { code: 'UNDEFINED', message: localized(ctx, 'chooseOptions') }
  }
  const indexes = chosen.map(valueIndexOf)
  const variant = (variants.get(product.id) ?? []).find(
    (v) => indexes.length === 1 && v.pack_size === indexes[0],
  )
  return variant ?? { code: 'NOT_SALABLE', message: localized(ctx, 'optionsNotAvailable') }
}

/** The products requests name (by sku and parent_sku) and the sizes of the families among them. */
export const requestedProducts = async (
  ctx: ShopContext,
  requests: readonly Pick<AddRequest, 'sku' | 'parent_sku'>[],
) => {
  const skus = new Set(requests.flatMap((r) => (r.parent_sku ? [r.sku, r.parent_sku] : [r.sku])))
  const rows = await ctx.repos.products.bySkus(ctx.store.code, [...skus])
  const products = new Map(rows.map((p) => [p.sku, p]))
  const families = rows.filter((p) => p.type_id === 'configurable').map((p) => p.id)
  const variants = new Map<number, ProductRow[]>()
  for (const variant of await ctx.repos.products.variantsOf(families)) {
    const parent = variant.parent_id ?? 0
    variants.set(parent, [...(variants.get(parent) ?? []), variant])
  }
  return { products, variants }
}

/**
 * Magento's AddProductsToCart: every request is checked on its own; the ones that pass are added
 * (to an existing line of the same product: of a family, the same variant), the others come
 * back as user errors with Magento's codes and messages. Stock counts what the cart already
 * holds.
 */
export const addToCart = async (
  ctx: ShopContext,
  cart: CartRow,
  requests: readonly AddRequest[],
): Promise<AddError[]> => {
  const { products, variants } = await requestedProducts(ctx, requests)
  const inCart = new Map(
    (await ctx.repos.carts.items(cart.id)).map((i) => [i.product_id, i.quantity]),
  )
  const adding = new Map<number, number>()
  const errors: AddError[] = []
  for (const request of requests) {
    const { quantity } = request
    if (quantity <= 0) {
      errors.push({ code: 'UNDEFINED', message: localized(ctx, 'quantityNotPositive') })
      continue
    }
    if (!Number.isInteger(quantity)) {
      errors.push({ code: 'UNDEFINED', message: localized(ctx, 'decimalQuantity') })
      continue
    }
    const product = productOf(ctx, request, products, variants)
    if ('code' in product) {
      errors.push(product)
    } else if (!isSalable(product)) {
      errors.push({ code: 'NOT_SALABLE', message: localized(ctx, 'notSalable') })
    } else {
      const total = (inCart.get(product.id) ?? 0) + (adding.get(product.id) ?? 0) + quantity
      if (total > product.stock_qty) {
        errors.push({
          code: 'INSUFFICIENT_STOCK',
          message: localized(ctx, 'insufficientStock'),
          quantity: product.stock_qty,
        })
      } else {
        adding.set(product.id, (adding.get(product.id) ?? 0) + quantity)
      }
    }
  }
  await ctx.repos.carts.addQuantities(cart.id, adding, ctx.now)
  return errors
}
