import { useRef, useState } from 'react'
import { Button } from '../../../brands/design/Button'
import { useT } from '../../../lib/i18n'
import { languageName } from '../../../lib/language-name'
import { useStorefront } from '../../../lib/storefront-context'
import type { ShopClient } from '../../../shop'
import { formatStars, starsOf } from './rating-text'
import { ReviewList } from './ReviewList'
import { Stars } from './Stars'
import type { LanguageReviewCount } from './use-other-language-counts'
import { useProductReviews } from './use-product-reviews'

/**
 * The product's reviews in another language of the site, where the page's own has none: how
 * many and how good ('3 reviews in German: 3.7 out of 5 stars'), and on request the reviews
 * themselves, in the language they were written in (`lang` on their texts), paged as the
 * page's own. Asked for only when the shopper wants to read them.
 */
export function LanguageReviews({
  shop,
  sku,
  count,
}: {
  shop: ShopClient
  sku: string
  count: LanguageReviewCount
}) {
  const t = useT()
  const { languageTag } = useStorefront()
  const [open, setOpen] = useState(false)
  const { state, retry, loadMore } = useProductReviews(shop, sku, open, count.storeView)
  const block = useRef<HTMLDivElement>(null)
  const language = languageName(languageTag, count.language)
  const rating = formatStars(starsOf(count.ratingSummary), languageTag)
  return (
    // Focus moves here when the button that was here goes: the list that replaces it is read on.
    <div className="ce-reviews__language" ref={block} tabIndex={-1}>
      <p className="ce-reviews__summary">
        <Stars stars={starsOf(count.ratingSummary)} />
        <span>
          {count.reviewCount === 1
            ? t('product.reviews.in-language-one', { language, rating })
            : t('product.reviews.in-language', { language, rating, total: count.reviewCount })}
        </span>
      </p>
      {open ? (
        <ReviewList
          state={state}
          onRetry={retry}
          onMore={() => void loadMore()}
          lang={count.languageTag}
        />
      ) : (
        <Button
          variant="outline"
          onClick={() => {
            setOpen(true)
            block.current?.focus()
          }}
        >
          {t('product.reviews.show-language', { language })}
        </Button>
      )}
    </div>
  )
}
