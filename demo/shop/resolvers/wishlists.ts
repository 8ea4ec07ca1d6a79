import { type ShopContext, currentCustomerId, localized, requireCustomer } from '../context'
import { addToCart, productOf, requestedProducts } from '../domain/add-items'
import { customerCartOf } from '../domain/cart-access'
import { isSalable } from '../domain/catalog'
import { selectedOptions } from '../domain/pack-sizes'
import { productView } from '../domain/product-view'
import { invalidInput, notAuthorized, phrase } from '../errors'
import { magentoDate } from '../ids'
import type { ProductRow } from '../repo/rows'
import type { WishlistItemRow, WishlistRow } from '../repo/wishlists'
import type { Resolver, ResolverMap } from './types'

/**
 * Wishlists as Magento 2.4.8 Open Source's WishlistGraphQl answers them: one wishlist per
 * customer, created on first use (loadByCustomerId($id, true)); line problems come back as
 * user_errors, a foreign or unknown wishlist as "The wishlist was not found.".
 */

/** PHP's (int) cast of an ID argument: leading digits, else 0 ("abc" → 0 → own wishlist). */
const phpInt = (value: string | number): number => {
  const digits = /^\s*[+-]?\d+/.exec(String(value))
  return digits ? Number.parseInt(digits[0], 10) : 0
}

/** Magento's sharing code: 32 hex characters. */
const sharingCode = (): string =>
  [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')

const ownWishlist = (ctx: ShopContext, customerId: number) =>
  ctx.repos.wishlists.ofCustomer(ctx.store.code, customerId, sharingCode(), ctx.now)

interface PageArgs {
  currentPage?: number | null
  pageSize?: number | null
}

/** The Wishlist object as it is now in the database, with its items and their products. */
const wishlistView = async (ctx: ShopContext, row: WishlistRow) => {
  const items = await ctx.repos.wishlists.items(row.id)
  const rows = await ctx.repos.products.byIds(items.map((i) => i.product_id))
  const parents = await ctx.repos.products.byIds(
    rows.flatMap((p) => (p.parent_id === null ? [] : [p.parent_id])),
  )
  const products = new Map([...rows, ...parents].map((p) => [p.id, p]))
  // A family's size is kept as Magento keeps it, a ConfigurableWishlistItem: the family as
  // product, the size as configured_variant with its option. (The demo's item row names the
  // size's product id, as its cart lines do; the family is the size's parent.)
  const itemView = (item: WishlistItemRow) => {
    const product = products.get(item.product_id)
    const parent = product?.parent_id ? products.get(product.parent_id) : undefined
    return {
      id: String(item.id),
      quantity: item.quantity,
      description: item.description,
      added_at: magentoDate(item.added_at),
      customizable_options: [],
      product: product ? productView(parent ?? product, ctx.shopBase) : null,
      ...(product &&
        parent && {
          configured_variant: productView(product, ctx.shopBase),
          configurable_options: selectedOptions(product, ctx.view.language),
          child_sku: product.sku,
        }),
    }
  }
  return {
    id: String(row.id),
    // Commerce-only fields: always null / private in Open Source.
    name: null,
    visibility: 'PRIVATE',
    sharing_code: row.sharing_code,
    updated_at: magentoDate(row.updated_at),
    items_count: items.length,
    // Deprecated WishlistItem list (Wishlist.items and Query.wishlist).
    items: items.map((item) => ({ ...itemView(item), id: item.id, qty: item.quantity })),
    /** Magento's item collection paging: the last page for a page beyond it, 1 page at least. */
    items_v2: ({ currentPage, pageSize }: PageArgs) => {
      const size = pageSize && pageSize > 0 ? pageSize : 20
      const lastPage = Math.max(1, Math.ceil(items.length / size))
      const page = Math.min(currentPage && currentPage > 0 ? currentPage : 1, lastPage)
      return {
        items: items.slice((page - 1) * size, page * size).map(itemView),
        page_info: { current_page: page, page_size: size, total_pages: lastPage },
      }
    },
  }
}

/** Customer.wishlists / wishlist / wishlist_v2 (the Customer query has already checked the token). */
const wishlists: Resolver<PageArgs> = async (_, _args, ctx) => [
  await wishlistView(ctx, await ownWishlist(ctx, requireCustomer(ctx).id)),
]

const wishlist: Resolver<Record<string, never>> = async (_, _args, ctx) =>
  wishlistView(ctx, await ownWishlist(ctx, requireCustomer(ctx).id))

/** WishlistById: another customer's or an unknown id is null, not an error. */
const wishlistV2: Resolver<{ id: string }> = async (_, args, ctx) => {
  const customer = requireCustomer(ctx)
  const id = phpInt(args.id)
  const row = id > 0 ? await ctx.repos.wishlists.byId(id) : await ownWishlist(ctx, customer.id)
  return row && row.customer_id === customer.id ? wishlistView(ctx, row) : null
}

/** The signed-in customer's id; a guest gets the wishlist modules' authorization phrase. */
const wishlistCustomer = (ctx: ShopContext): number => {
  const customerId = currentCustomerId(ctx)
  if (customerId === null) throw notAuthorized(phrase('wishlistGuest'))
  return customerId
}

/** The wishlist a mutation names: by id, or the customer's own for an id that casts to 0. */
const wishlistFor = async (ctx: ShopContext, wishlistId: string): Promise<WishlistRow> => {
  const customerId = wishlistCustomer(ctx)
  const id = phpInt(wishlistId)
  const row = id > 0 ? await ctx.repos.wishlists.byId(id) : await ownWishlist(ctx, customerId)
  if (!row || row.customer_id !== customerId) throw invalidInput(phrase('wishlistNotFound'))
  return row
}

/** Deprecated Query.wishlist (WishlistOutput). */
const queryWishlist: Resolver<Record<string, never>> = async (_, _args, ctx) =>
  wishlistView(ctx, await ownWishlist(ctx, wishlistCustomer(ctx)))

type UserError = { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; message: string }

/**
 * The product a wishlist line keeps: a family's size as the cart takes it (the family's sku with
 * the size's option, or the size's sku with its parent_sku); a family without a size is kept as
 * the family, as Magento's wishlist does (processConfiguration in its lenient mode, where the
 * cart's strict one asks to choose options).
 */
const keptProduct = (
  ctx: ShopContext,
  line: Parameters<typeof productOf>[1],
  products: Map<string, ProductRow>,
  variants: Map<number, ProductRow[]>,
) => {
  const chosen = productOf(ctx, line, products, variants)
  const family = products.get(line.sku)
  const sizeless = !line.selected_options?.some(Boolean) && !line.parent_sku
  return 'code' in chosen && family?.type_id === 'configurable' && sizeless ? family : chosen
}

/** Magento's Item::setQty: a quantity below 0 becomes 1. */
const storedQuantity = (quantity: number) => (quantity > 0 ? quantity : 1)

/**
 * AddProductsToWishlist: each line on its own; a product already in the wishlist gets the
 * quantity added (Wishlist::_addCatalogProduct); an out-of-stock product is refused (the
 * default 'Display Out of Stock Products' = No).
 */
const addProductsToWishlist: Resolver<{
  wishlistId: string
  wishlistItems: {
    sku: string
    parent_sku?: string | null
    selected_options?: (string | null)[] | null
    quantity: number
  }[]
}> = async (_, args, ctx) => {
  const row = await wishlistFor(ctx, args.wishlistId)
  const quantities = new Map(
    (await ctx.repos.wishlists.items(row.id)).map((i) => [i.product_id, i.quantity]),
  )
  const changed = new Map<number, number>()
  const errors: UserError[] = []
  const { products, variants } = await requestedProducts(ctx, args.wishlistItems)
  for (const line of args.wishlistItems) {
    const product = keptProduct(ctx, line, products, variants)
    if ('code' in product) {
      errors.push({
        code: product.code === 'PRODUCT_NOT_FOUND' ? product.code : 'UNDEFINED',
        message: product.message,
      })
    } else if (line.quantity === 0) {
      errors.push({ code: 'UNDEFINED', message: localized(ctx, 'wishlistQuantityZero') })
    } else if (!(variants.get(product.id) ?? [product]).some(isSalable)) {
      // A family is salable while one of its sizes is (Magento's configurable stock status).
      errors.push({ code: 'UNDEFINED', message: localized(ctx, 'wishlistNoStock') })
    } else {
      const quantity = storedQuantity((quantities.get(product.id) ?? 0) + line.quantity)
      quantities.set(product.id, quantity)
      changed.set(product.id, quantity)
    }
  }
  await ctx.repos.wishlists.setQuantities(row.id, changed, ctx.now)
  return { wishlist: await wishlistView(ctx, row), user_errors: errors }
}

/** RemoveProductsFromWishlist: ids not in this wishlist are user errors, the rest go. */
const removeProductsFromWishlist: Resolver<{
  wishlistId: string
  wishlistItemsIds: string[]
}> = async (_, args, ctx) => {
  const row = await wishlistFor(ctx, args.wishlistId)
  const present = new Set((await ctx.repos.wishlists.items(row.id)).map((i) => i.id))
  const ids = args.wishlistItemsIds.map(phpInt)
  const errors: UserError[] = ids
    .filter((id) => !present.has(id))
    .map((id) => ({ code: 'UNDEFINED', message: localized(ctx, 'wishlistItemForeign', id) }))
  await ctx.repos.wishlists.removeItems(
    row.id,
    ids.filter((id) => present.has(id)),
    ctx.now,
  )
  return { wishlist: await wishlistView(ctx, row), user_errors: errors }
}

/**
 * UpdateProductsInWishlist: sets quantity and description (Magento writes the description as
 * given, so leaving it out clears it). Leaving out the quantity keeps it: Magento would fail
 * with an internal error there.
 */
const updateProductsInWishlist: Resolver<{
  wishlistId: string
  wishlistItems: {
    wishlist_item_id: string
    quantity?: number | null
    description?: string | null
  }[]
}> = async (_, args, ctx) => {
  const row = await wishlistFor(ctx, args.wishlistId)
  const items = new Map((await ctx.repos.wishlists.items(row.id)).map((i) => [i.id, i]))
  const errors: UserError[] = []
  for (const line of args.wishlistItems) {
    const item = items.get(phpInt(line.wishlist_item_id))
    if (!item) {
      errors.push({ code: 'UNDEFINED', message: localized(ctx, 'wishlistItemUnknown') })
    } else if (line.quantity === 0) {
      errors.push({ code: 'UNDEFINED', message: localized(ctx, 'wishlistQuantityZero') })
    } else {
      const quantity = storedQuantity(line.quantity ?? item.quantity)
      await ctx.repos.wishlists.updateItem(
        row.id,
        item.id,
        quantity,
        line.description ?? null,
        ctx.now,
      )
    }
  }
  return { wishlist: await wishlistView(ctx, row), user_errors: errors }
}

/**
 * Wishlist\AddToCart: the named items (all without ids) go into the customer's active cart one
 * by one, through the cart's own checks; each one added leaves the wishlist, each one refused
 * stays and is reported with the cart's code and message.
 */
const addWishlistItemsToCart: Resolver<{
  wishlistId: string
  wishlistItemIds?: string[] | null
}> = async (_, args, ctx) => {
  const customerId = wishlistCustomer(ctx)
  // PHP's empty(): '' and '0' count as not given.
  if (!args.wishlistId || args.wishlistId === '0') throw invalidInput(phrase('wishlistIdMissing'))
  const row = await wishlistFor(ctx, args.wishlistId)
  const all = await ctx.repos.wishlists.items(row.id)
  const wanted = args.wishlistItemIds ?? []
  const unknown = wanted.filter((id) => !all.some((item) => String(item.id) === id))
  if (unknown.length > 0) {
    throw invalidInput(phrase('wishlistItemsNotFound', unknown.join(',')))
  }
  const items = wanted.length > 0 ? all.filter((i) => wanted.includes(String(i.id))) : all
  const rows = await ctx.repos.products.byIds(items.map((i) => i.product_id))
  const parents = new Map(
    (
      await ctx.repos.products.byIds(
        rows.flatMap((p) => (p.parent_id === null ? [] : [p.parent_id])),
      )
    ).map((p) => [p.id, p.sku]),
  )
  // A size goes in as itself with its family's sku; a family kept without a size meets the
  // cart's "You need to choose options for your item." and stays on the wishlist.
  const requests = new Map(
    rows.map((p) => [
      p.id,
      { sku: p.sku, parent_sku: p.parent_id === null ? null : (parents.get(p.parent_id) ?? null) },
    ]),
  )
  const cart = await customerCartOf(ctx, customerId)
  const added: number[] = []
  const errors = []
  for (const item of items) {
    const request = requests.get(item.product_id) ?? { sku: '', parent_sku: null }
    const lineErrors = await addToCart(ctx, cart, [{ ...request, quantity: item.quantity }])
    if (lineErrors.length === 0) added.push(item.id)
    errors.push(
      ...lineErrors.map(({ code, message }) => ({
        code,
        message,
        wishlistId: String(row.id),
        wishlistItemId: String(item.id),
      })),
    )
  }
  await ctx.repos.wishlists.removeItems(row.id, added, ctx.now)
  return {
    wishlist: await wishlistView(ctx, row),
    status: errors.length === 0,
    add_wishlist_items_to_cart_user_errors: errors,
  }
}

export const wishlistResolvers: ResolverMap = {
  Query: { wishlist: queryWishlist },
  Mutation: {
    addProductsToWishlist,
    removeProductsFromWishlist,
    updateProductsInWishlist,
    addWishlistItemsToCart,
  },
  Customer: { wishlists, wishlist, wishlist_v2: wishlistV2 },
}
