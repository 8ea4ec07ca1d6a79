import type { Media } from '../../lib/page'
import { ResponsiveImg } from './ResponsiveImg'

interface MediaImageProps {
  media: Media
  /** The page's first, likely largest image: eager, fetched with high priority. */
  priority?: boolean
  className?: string
  /** The layout's width of the image (the `sizes` attribute); the viewport's by default. */
  sizes?: string
}

/**
 * An image with its intrinsic size (no layout shift), an alt text that is always present, and
 * the widths the site's image transformations serve (../../lib/images/).
 */
export function MediaImage({ media, priority = false, className, sizes }: MediaImageProps) {
  return (
    <ResponsiveImg
      className={className}
      source={media.url}
      intrinsicWidth={media.width}
      alt={media.alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      sizes={sizes ?? '100vw'}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
