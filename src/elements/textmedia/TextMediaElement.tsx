import * as z from 'zod'
import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../element-definition'
import { cx } from '../shared/class-names'
import { ElementHeader } from '../shared/ElementHeader'
import { bodyText } from '../shared/fields'
import { Gallery } from '../shared/Gallery'
import { gallerySchema } from '../shared/gallery-schema'
import { headerFields } from '../shared/header-fields'

/** CType textmedia (and textpic): header, editor HTML and a gallery placed around the text. */
export const textMediaSchema = z.object({
  ...headerFields,
  bodytext: bodyText,
  gallery: gallerySchema,
})
export type TextMediaContent = z.output<typeof textMediaSchema>

/**
 * Gallery position as TYPO3 names it: vertical 'above' | 'below' | 'intext' (beside the text),
 * horizontal 'left' | 'center' | 'right'; noWrap keeps text in its own column instead of
 * flowing around the gallery.
 */
export function TextMediaElement({ content, priority }: ElementProps<TextMediaContent>) {
  const { gallery, bodytext } = content
  const { vertical, horizontal, noWrap } = gallery.position
  const hasGallery = gallery.rows.length > 0
  return (
    <div
      className={cx(
        'ce-textmedia',
        hasGallery && `ce-textmedia--${vertical}`,
        hasGallery && vertical === 'intext' && `ce-textmedia--intext-${horizontal}`,
        hasGallery && noWrap && 'ce-textmedia--nowrap',
      )}
    >
      <ElementHeader fields={content} />
      <div className="ce-textmedia__body">
        {vertical !== 'below' && <Gallery gallery={gallery} priority={priority} />}
        <RichText html={bodytext} className="ce-textmedia__text" />
        {vertical === 'below' && <Gallery gallery={gallery} priority={priority} />}
      </div>
    </div>
  )
}
