import * as z from 'zod'
import { decodeEntities, isSafeUrl } from '../../lib/safe-url'
import { lenientText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'
import { formNodesOf } from './form-elements'
import type { FormDefinition } from './form-model'

/**
 * CType form_formframework (TYPO3 EXT:form), as EXT:headless sends it: `link`, the URL the form
 * posts to (the page with tx_form_formframework[action]=perform…, HTML-escaped by its TypoScript),
 * and `form`, the definition `{ id, api, i18n, elements }` of FormFrontendController.
 * https://github.com/TYPO3-Headless/headless (Configuration/TypoScript/ContentElement/Form.typoscript,
 * Documentation/Integrations/Form.rst)
 *
 * TYPO3 renders the definition uncached (USER_INT); the storefront caches it with the page. Its
 * round-trip fields (__state, __trustedProperties) are HMACs of the untouched form's state, the
 * same for every visitor. The definition itself is the element's main payload: without an id,
 * elements or a usable action URL the element fails its schema and is not shown.
 */

type Json = Record<string, unknown>
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const record = (value: unknown): Json => (isRecord(value) ? value : {})
const text = (value: unknown): string => lenientText.parse(value)

/** A URL string (entities decoded) or a typolink object; '' unless it is safe to post to. */
const actionUrl = (value: unknown): string => {
  const raw = isRecord(value) ? text(value.href) : text(value)
  const url = decodeEntities(raw).trim()
  return url && isSafeUrl(url) ? url : ''
}

/**
 * The button's text: a multi-page form's 'next' label while pages follow, else the submit label
 * of the form's i18n (renderingOptions.submitButtonLabel lands there); '' for the storefront's.
 */
const submitLabelOf = (form: Json): string => {
  const page = record(record(form.api).page)
  const labels = record(page.labels)
  const hasNextPage = page.nextPage !== null && page.nextPage !== undefined
  if (hasNextPage && text(labels.nextButtonLabel)) return text(labels.nextButtonLabel)
  return text(record(form.i18n).submitButtonLabel) || text(labels.submitButtonLabel)
}

/** The CMS's messages of a failed submission, `{ identifier: message }`. */
const errorsOf = (api: Json): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record(api.errors))
      .map(([identifier, message]) => [identifier, text(message)])
      .filter(([, message]) => message !== ''),
  )

const formSchema = z.looseObject({
  id: z.string().min(1),
  elements: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
})

export const formFrameworkSchema = z
  .object({ ...headerFields, link: z.unknown().optional(), form: formSchema })
  .transform(({ link, form, ...header }, ctx) => {
    // Custom decorators put the URL into the definition; the element's `link` is the standard.
    const action = actionUrl(link) || actionUrl(form.action)
    if (!action) {
      ctx.addIssue({ code: 'custom', message: 'the form has no URL to post to' })
      return z.NEVER
    }
    const definition: FormDefinition = {
      id: form.id,
      action,
      submitLabel: submitLabelOf(form),
      elements: formNodesOf(form.elements, form.id),
      errors: errorsOf(record(form.api)),
    }
    return { ...header, form: definition }
  })

export type FormFrameworkContent = z.output<typeof formFrameworkSchema>
