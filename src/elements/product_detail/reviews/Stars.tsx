/**
 * Five stars, filled up to the rating rounded to the nearest half. Decoration only
 * (aria-hidden): the text beside them says the rating, so nothing is announced twice. Classes,
 * not an inline width: the page's Content-Security-Policy allows no style attributes.
 */
export function Stars({ stars }: { stars: number }) {
  const halves = Math.round(stars * 2)
  return (
    <span className="ce-reviews__stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'
        return (
          <span key={star} className={`ce-reviews__star ce-reviews__star--${fill}`}>
            ★
          </span>
        )
      })}
    </span>
  )
}
