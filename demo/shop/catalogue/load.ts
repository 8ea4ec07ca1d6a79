import type { ShopContext } from '../context'
import { type Catalogue, indexCatalogue } from './model'

const loaded = new WeakMap<ShopContext, Promise<Catalogue>>()

/**
 * The brand's catalogue in the request's store view, read once however many fields need it (a
 * listing, its aggregations, each item's gallery and links, a category tree): one D1 round trip
 * per request.
 */
export const catalogueOf = (ctx: ShopContext): Promise<Catalogue> => {
  let catalogue = loaded.get(ctx)
  if (!catalogue) {
    catalogue = ctx.repos.catalogue
      .store(ctx.store.code)
      .then((rows) => indexCatalogue(rows, ctx.view.language))
    loaded.set(ctx, catalogue)
  }
  return catalogue
}
