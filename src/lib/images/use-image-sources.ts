import { useContext } from 'react'
import { SiteContext } from '../site-context'
import { responsiveSources, type ImageSources } from './responsive-image'

/**
 * An image's `src` and `srcset` on this site (./responsive-image.ts). Outside a site (an
 * element rendered on its own) the image is the upstream's file: nothing about a picture needs
 * the site to be right, unlike a price's currency.
 */
export const useImageSources = (source: string, intrinsicWidth?: number | null): ImageSources =>
  responsiveSources(useContext(SiteContext)?.images?.transform, source, intrinsicWidth)
