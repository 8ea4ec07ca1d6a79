import { useDomId } from '../../lib/dom-id'
import type { Media } from '../../lib/page'
import { RichText } from '../../lib/rich-text'
import type { SafeHtml } from '../../lib/sanitize-html'
import { cx } from '../shared/class-names'
import { MediaImage } from '../shared/MediaImage'
import { HeroSearch } from './HeroSearch'

export interface HeroBannerProps {
  title: string
  subtitle?: string
  /** Editor HTML, sanitised when the CMS answer was parsed. */
  bodytext?: SafeHtml
  image?: Media | null
  search?: { placeholder: string; buttonLabel: string } | null
  /** Set when the hero opens the page: its image is then the likely largest paint. */
  priority?: boolean
}

/**
 * The hero banner (SPEC.md section 2): title, optional subtitle, body text, image and search box.
 * Presentational, so the app shell renders page-level heroes with it too.
 */
export function HeroBanner({
  title,
  subtitle,
  bodytext,
  image,
  search,
  priority = false,
}: HeroBannerProps) {
  const titleId = useDomId('title')
  return (
    <section
      className={cx('ce-hero', image && 'ce-hero--with-image')}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className="ce-hero__content">
        {title && (
          <h1 id={titleId} className="ce-hero__title">
            {title}
          </h1>
        )}
        {subtitle && <p className="ce-hero__subtitle">{subtitle}</p>}
        {bodytext && <RichText html={bodytext} className="ce-hero__body" />}
        {search && <HeroSearch placeholder={search.placeholder} buttonLabel={search.buttonLabel} />}
      </div>
      {image && (
        <div className="ce-hero__media">
          <MediaImage media={image} priority={priority} className="ce-hero__image" />
        </div>
      )}
    </section>
  )
}
