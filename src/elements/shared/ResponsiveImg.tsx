import type { ImgHTMLAttributes } from 'react'
import { useImageSources } from '../../lib/images/use-image-sources'

export type ResponsiveImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** The upstream's image (the shop's packshot, the CMS's file). */
  source: string
  /** The layout's width of the image: which of the srcset's widths the browser takes. */
  sizes: string
  /** The original's width where known: no wider transformations are offered. */
  intrinsicWidth?: number | null
}

/**
 * An `<img>` in the widths the site's image transformations serve (../../lib/images/): a
 * `srcset` and the layout's `sizes` where the site has a transform, the upstream's file as it is
 * where not.
 */
export function ResponsiveImg({ source, sizes, intrinsicWidth, alt, ...rest }: ResponsiveImgProps) {
  const { src, srcSet } = useImageSources(source, intrinsicWidth)
  return <img {...rest} alt={alt} src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} />
}
