import type { FileRef } from '../../types'
import type { ElementOptions, MakeElement } from './element-frame'
import { gallery, type GalleryOptions } from './gallery'

/** The elements that show files: text with pictures, image galleries, downloads, the hero. */
export const mediaElements = (element: MakeElement) => {
  // Text with pictures sets them beside the text, at a third of the page, unless told otherwise.
  const textWithPictures =
    (type: 'textmedia' | 'textpic') =>
    (header: string, bodytext: string, images: FileRef | FileRef[], o: GalleryOptions = {}) =>
      element(type, header, o, {
        bodytext,
        gallery: gallery([images].flat(), {
          vertical: 'intext',
          position: 'right',
          width: 300,
          ...o,
        }),
        enlargeImageOnClick: o.enlarge ?? false,
      })

  return {
    textmedia: textWithPictures('textmedia'),
    textpic: textWithPictures('textpic'),
    image: (header: string, images: FileRef[], o: GalleryOptions = {}) =>
      element('image', header, o, {
        gallery: gallery(images, o),
        enlargeImageOnClick: o.enlarge ?? true,
      }),
    uploads: (
      header: string,
      downloads: FileRef[],
      o: ElementOptions & {
        displayInformation?: 0 | 1 | 2
        fileSize?: boolean
        description?: boolean
      } = {},
    ) =>
      element('uploads', header, o, {
        media: downloads,
        displayInformation: o.displayInformation ?? 1,
        displayFileSizeInformation: o.fileSize === false ? 0 : 1,
        displayDescription: o.description === false ? 0 : 1,
      }),
    hero: (
      title: string,
      o: ElementOptions & {
        bodytext?: string
        image?: FileRef | null
        search?: { placeholder: string; buttonLabel: string } | null
      } = {},
    ) =>
      element(
        'hero_banner',
        title,
        { headerLayout: 1, layout: 'hero', frameClass: 'none', ...o },
        {
          bodytext: o.bodytext ?? '',
          image: o.image ?? null,
          search: o.search ?? null,
        },
      ),
  }
}
