import { fieldLabelClassName } from '../../../brands/design/Field'
import { FieldMessage } from '../../../brands/design/FieldMessage'
import { useDomId } from '../../../lib/dom-id'
import { useT } from '../../../lib/i18n'

/**
 * The stars of a review as a radio group: a fieldset whose legend names it, one radio per value
 * (arrow keys move between them, as in any radio group), each labelled in words. The group is
 * described by its message; the form's checks focus its first radio when nothing is chosen.
 */
export function RatingField({
  name,
  label,
  message,
}: {
  name: string
  label: string
  message: string
}) {
  const t = useT()
  const id = useDomId('field', name)
  const errorId = `${id}-error`
  return (
    <fieldset className="ce-reviews__rating-field" aria-describedby={message ? errorId : undefined}>
      <legend className={fieldLabelClassName()}>
        {label}
        <span aria-hidden="true">{' *'}</span>
      </legend>
      <div className="ce-reviews__rating-options">
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="ce-reviews__rating-option">
            <input
              type="radio"
              name={name}
              value={value}
              // No aria-invalid: ARIA's radio role has none; the group is described by the message.
              required
            />
            <span>
              {value === 1
                ? t('product.reviews.one-star')
                : t('product.reviews.stars', { stars: value })}
            </span>
          </label>
        ))}
      </div>
      {message && <FieldMessage id={errorId}>{message}</FieldMessage>}
    </fieldset>
  )
}
