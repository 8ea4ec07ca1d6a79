import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../registry'
import { cx } from '../shared/class-names'
import { ElementHeader } from '../shared/ElementHeader'
import { Gallery } from '../shared/Gallery'

/**
 * Gallery position as TYPO3 names it: vertical 'above' | 'below' | 'intext' (beside the text),
 * horizontal 'left' | 'center' | 'right'; noWrap keeps text in its own column instead of
 * flowing around the gallery.
 */
export function TextMediaElement({ content, priority }: ElementProps<'textmedia'>) {
  const { gallery, bodytext, enlargeImageOnClick: enlarge } = content
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
        {vertical !== 'below' && (
          <Gallery gallery={gallery} priority={priority} enlarge={enlarge} />
        )}
        <RichText html={bodytext} className="ce-textmedia__text" />
        {vertical === 'below' && (
          <Gallery gallery={gallery} priority={priority} enlarge={enlarge} />
        )}
      </div>
    </div>
  )
}
