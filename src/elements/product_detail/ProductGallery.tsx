import { useState } from 'react'
import type { ProductDetailImage } from '../../shop'
import { useT } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { cx } from '../shared/class-names'
import { ResponsiveImg } from '../shared/ResponsiveImg'

/** Packshots are square, as on tiles; the box is reserved before the image arrives. */
export const DETAIL_IMAGE_SIZE = 640
const THUMBNAIL_SIZE = 96
/** The thumbnails' width in the stylesheet (./styles.css). */
const THUMBNAIL_SIZES = '5rem'
/**
 * The picture fills a phone's width within the page's margins (.container's 1rem a side), half
 * the product's top from 768 px on. Said exactly: on a phone the first picture is the page's
 * largest paint, and every byte more of it is later.
 */
const DETAIL_IMAGE_SIZES = '(min-width: 768px) min(50vw, 40rem), calc(100vw - 2rem)'

/**
 * The product's pictures: one large, the others as buttons that show them. The first picture is
 * the page's largest image: loaded eagerly with high priority; the others when they are shown.
 */
export function ProductGallery({ images, name }: { images: ProductDetailImage[]; name: string }) {
  const t = useT()
  const [current, setCurrent] = useState(0)
  // The thumbnails work with JavaScript only: disabled until the page runs (no lost early press).
  const hydrated = useHydrated()
  const shown = images[current] ?? images[0]
  if (!shown) return <div className="ce-product-detail__image ce-product-detail__image--missing" />
  return (
    <div className="ce-product-detail__gallery">
      <ResponsiveImg
        source={shown.url}
        sizes={DETAIL_IMAGE_SIZES}
        className="ce-product-detail__image"
        alt={shown.label && shown.label !== name ? shown.label : name}
        width={DETAIL_IMAGE_SIZE}
        height={DETAIL_IMAGE_SIZE}
        loading={current === 0 ? 'eager' : 'lazy'}
        fetchPriority={current === 0 ? 'high' : undefined}
        decoding="async"
      />
      {images.length > 1 && (
        <ul className="ce-product-detail__thumbnails">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={cx(
                  'ce-product-detail__thumbnail',
                  index === current && 'ce-product-detail__thumbnail--current',
                )}
                aria-pressed={index === current}
                disabled={!hydrated}
                aria-label={t('product.gallery.show', {
                  number: index + 1,
                  count: images.length,
                })}
                onClick={() => setCurrent(index)}
              >
                <ResponsiveImg
                  source={image.url}
                  sizes={THUMBNAIL_SIZES}
                  alt=""
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
