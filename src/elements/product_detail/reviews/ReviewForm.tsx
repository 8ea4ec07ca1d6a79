import { useEffect, useMemo, useRef, useState } from 'react'
import { useSignedIn } from '../../../account'
import { Button } from '../../../brands/design/Button'
import { FormAnnouncer } from '../../../brands/design/FormAnnouncer'
import { TextField } from '../../../brands/design/TextField'
import {
  createProductReview,
  fetchCustomer,
  type ReviewRating,
  type ShopClient,
  type ShopError,
  useShopMessage,
} from '../../../shop'
import { checkedField } from '../../../lib/form-rules/field-spec'
import { useFormValidation } from '../../../lib/form-rules/use-form-validation'
import { useT } from '../../../lib/i18n'
import { RatingField } from './RatingField'
import { reviewFields } from './review-fields'
import { TextAreaField } from './TextAreaField'

/** The shop's answer in words: its own message (translated) for a refusal, else 'not reached'. */
const useProblemText = () => {
  const t = useT()
  const shopMessage = useShopMessage()
  return (error: ShopError) => {
    const [first] = error.errors
    return error.kind === 'graphql' && first
      ? shopMessage(first.message)
      : // Not the cart's 'shop unavailable' message, which speaks of the cart.
        t('product.reviews.send-failed')
  }
}

/**
 * The review form (Magento's createProductReview) for guests and customers: stars, name,
 * summary and text, checked by the shared form rules before anything is sent. A customer's
 * review goes with their token (linked to the account) and their first name is filled in.
 * Magento keeps a new review pending until the shop approves it, so success says exactly that.
 * A refusal shows at the form and keeps everything typed (the fields are the browser's own).
 */
export function ReviewForm({
  shop,
  sku,
  ratings,
  labelledBy,
}: {
  shop: ShopClient
  sku: string
  ratings: readonly ReviewRating[]
  /** The heading that names the form. */
  labelledBy: string
}) {
  const t = useT()
  const problemText = useProblemText()
  const signedIn = useSignedIn()
  const form = useRef<HTMLFormElement>(null)
  const problemRef = useRef<HTMLParagraphElement>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState(false)
  const fields = useMemo(() => reviewFields(t), [t])
  const { messages, announcement, formProps } = useFormValidation({
    fields: [fields.rating, fields.nickname, fields.summary, fields.text].map(checkedField),
    onValidSubmit: (element) => {
      if (busy) return
      const data = new FormData(element)
      const value = (name: string) => String(data.get(name) ?? '')
      const stars = Number(value('rating'))
      // The store's ratings (one in a default Magento store): each gets the chosen stars.
      const votes = ratings.flatMap((rating) => {
        const chosen = rating.values.find((entry) => entry.value === stars)
        return chosen ? [{ id: rating.id, valueId: chosen.valueId }] : []
      })
      setBusy(true)
      setProblem('')
      void createProductReview(shop, {
        sku,
        nickname: value('nickname'),
        summary: value('summary'),
        text: value('text'),
        ratings: votes,
      }).then((result) => {
        setBusy(false)
        if (result.ok) setDone(true)
        else setProblem(problemText(result.error))
      })
    },
  })

  // Signed in: the customer's first name, unless something was typed meanwhile. Quietly
  // without it (the field stays empty and required) when the shop does not answer.
  useEffect(() => {
    if (!signedIn) return
    let live = true
    void fetchCustomer(shop).then((result) => {
      const input = form.current?.elements.namedItem('nickname')
      if (live && result.ok && input instanceof HTMLInputElement && input.value === '')
        input.value = result.data.firstname
    })
    return () => {
      live = false
    }
  }, [signedIn, shop])

  // The outcome takes the focus, so it is read at once and the keyboard continues from there.
  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  if (done)
    return (
      <p className="ce-reviews__done" role="status" tabIndex={-1} ref={doneRef}>
        {t('product.reviews.thanks')}
      </p>
    )
  return (
    <form
      ref={form}
      className="ce-reviews__form"
      method="post"
      aria-labelledby={labelledBy}
      {...formProps}
    >
      <FormAnnouncer>{announcement}</FormAnnouncer>
      <p className="ce-reviews__form-note">{t('product.reviews.required-note')}</p>
      <RatingField
        name={fields.rating.name}
        label={fields.rating.label}
        message={messages.rating ?? ''}
      />
      <TextField field={fields.nickname} message={messages.nickname ?? ''} />
      <TextField field={fields.summary} message={messages.summary ?? ''} />
      <TextAreaField field={fields.text} message={messages.text ?? ''} />
      {problem && (
        <p className="ce-reviews__problem" role="alert" tabIndex={-1} ref={problemRef}>
          {problem}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t('product.reviews.sending') : t('product.reviews.submit')}
      </Button>
    </form>
  )
}
