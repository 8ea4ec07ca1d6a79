import type { Media } from '../../lib/page'

interface MediaImageProps {
  media: Media
  /** The page's first, likely largest image: eager, fetched with high priority. */
  priority?: boolean
  className?: string
  sizes?: string
}

/** An image with its intrinsic size (no layout shift) and an alt text that is always present. */
export function MediaImage({ media, priority = false, className, sizes }: MediaImageProps) {
  return (
    <img
      className={className}
      src={media.url}
      alt={media.alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
