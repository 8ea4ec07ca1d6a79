import type { CmsFile } from '../../lib/media'
import type { ContentElement, Media } from '../../lib/page'
import { CARDS_LAYOUT } from '../menu_pages/card-layout'
import { isImageFile } from '../shared/media-kind'
import type { GalleryValue } from '../shared/gallery-schema'
import type { ContentOf, ElementType } from './element-type'

/**
 * What an element shows as its first image, for the page's one priority image (../lead-image.ts):
 * the image itself, which the head preloads; LATER_IMAGE when the element opens with an image
 * whose address the page does not hold yet (a listing's tiles come from the shop); null when it
 * shows none.
 */
export const LATER_IMAGE = 'later'
export type LeadImage = Media | typeof LATER_IMAGE | null

type LeadImageOf<T extends ElementType> = (
  content: ContentOf<T>,
  element: ContentElement,
) => LeadImage

/** The image a gallery shows first (../shared/Gallery.tsx): its first file, if an image. */
const galleryLead = (gallery: GalleryValue): CmsFile | null => {
  const first = gallery.rows[0]?.[0]
  return first && isImageFile(first) ? first : null
}

const firstImage = (files: readonly CmsFile[]): CmsFile | null =>
  files.find((file) => file.type === 'image') ?? null

/**
 * CType → the first image it renders with `priority`, read from its parsed content the way its
 * component reads it. A CType missing here shows no image that could be the page's largest
 * paint (shortcut and container are walked into instead: ../lead-image.ts).
 */
const leadImages: { readonly [T in ElementType]?: LeadImageOf<T> } = {
  image: (content) => galleryLead(content.gallery),
  textmedia: (content) => galleryLead(content.gallery),
  textpic: (content) => galleryLead(content.gallery),
  hero_banner: (content) => content.image,
  recipes_detail: (content) => firstImage(content.data.detail.media),
  menu_pages: (content, element) =>
    element.appearance.layout === CARDS_LAYOUT ? (content.menu[0]?.image ?? null) : null,
  news_pi1: ({ data }) =>
    'detail' in data
      ? firstImage(data.detail.media)
      : 'list' in data && data.list[0]
        ? firstImage(data.list[0].media)
        : null,
  // The filled CTypes answer from nothing the fill changes: the worker renders the page before
  // the streamed fill is merged into the snapshot the browser hydrates from (./fills.ts).
  product_listing: () => LATER_IMAGE,
  product_detail: () => LATER_IMAGE,
}

const hasLeadImage = (type: string): type is keyof typeof leadImages =>
  Object.hasOwn(leadImages, type)

const leadOfType = <T extends ElementType>(type: T, element: ContentElement): LeadImage => {
  const declared: LeadImageOf<T> | undefined = leadImages[type]
  // Taken on trust, as the fills take it: the worker parsed the content with T's schema.
  return declared ? declared(element.content as ContentOf<T>, element) : null
}

/** The lead image of one element parsed without a problem. */
export const leadImageOf = (element: ContentElement): LeadImage =>
  hasLeadImage(element.type) ? leadOfType(element.type, element) : null
