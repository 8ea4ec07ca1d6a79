import { mediaDrawings } from '../media/library'
import { packshotSvg, shapeFor, sharedViewSvg, type PackshotView } from '../shop/packshot'
import { storeFor } from '../shop/stores'
import { catalogueProducts, type CatalogueProduct } from './catalogue-sql'

/**
 * Every picture the demo upstreams serve as a raster photo, with the drawing it is rendered from
 * (scripts/demo-images.mjs bundles this module and renders them): the CMS media library's
 * pictures and every packshot the shop's catalogue references (front, back and content views,
 * pack sizes too).
 */
export interface PictureSource {
  /** The original's path on the demo host: /media/<name>.jpg, /shop/<brand>/images/<file>.jpg. */
  path: string
  svg: string
  /** The drawing's size; the original is ORIGINAL_WIDTH wide with the same aspect. */
  width: number
  height: number
}

/**
 * Which drawing a packshot's photo is rendered from. `shared` (what every build does): a product's
 * own front; a pack size shows its family's front, as many shops show one packshot for every
 * size; the back and content views of a brand's products in one container share one photo,
 * without name and size. That is 222 photos instead of 708, which keeps a first build within a
 * minute on two cores (each photo is 15 files, about 0.35 s of CPU). `every`: each packshot its
 * own drawing, as images/<file>.svg draws it (`node scripts/demo-images.mjs --every-drawing`).
 */
export type PhotoMode = 'shared' | 'every'

/** A drawing's file (images/<sku>.svg, media/<name>.svg) as its photo's (….jpg). */
export const photoFile = (file: string): string => file.replace(/\.svg$/, '.jpg')

const PACKSHOT = 480

const viewOf = (file: string): PackshotView =>
  (/\.(back|detail)\.svg$/.exec(file)?.[1] ?? 'front') as PackshotView

/** `migrations`: the texts of demo/migrations/*.sql in order. */
export const demoPictures = (
  migrations: readonly string[],
  mode: PhotoMode = 'shared',
): PictureSource[] => {
  const products = catalogueProducts(migrations)
  const byId = new Map(products.map((product) => [product.id, product]))
  const families = new Set(products.flatMap((product) => product.parentId ?? []))
  const drawingOf = (product: CatalogueProduct, view: PackshotView): string => {
    const store = storeFor(product.store)
    if (!store) throw new Error(`demo pictures: no shop "${product.store}"`)
    if (mode === 'every') return packshotSvg(store, product.name, product.size, view)
    if (view !== 'front') return sharedViewSvg(store, shapeFor(product.size), view)
    const family = product.parentId === null ? product : (byId.get(product.parentId) ?? product)
    // A family's photo, which its sizes share, prints no size: a 40 ml choice must not show a
    // bottle labelled 20 ml.
    const shared = family !== product || families.has(product.id)
    return packshotSvg(store, family.name, family.size, 'front', shared ? '' : family.size)
  }
  return [
    ...mediaDrawings().map(({ name, svg, width, height }) => ({
      path: `/media/${name}.jpg`,
      svg,
      width,
      height,
    })),
    ...products.flatMap((product) =>
      product.files.map((file) => ({
        path: `/shop/${product.store}/${photoFile(file)}`,
        svg: drawingOf(product, viewOf(file)),
        width: PACKSHOT,
        height: PACKSHOT,
      })),
    ),
  ]
}
