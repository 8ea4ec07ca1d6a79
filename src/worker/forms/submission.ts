/**
 * A form submission as the browser posts it: urlencoded fields under TYPO3's names,
 * tx_form_formframework[<form id>][<identifier>]. What the worker needs of it before the CMS
 * sees it: that it is one, and which form it is for.
 */

/** The action URL of a TYPO3 form: any page, asked to perform a form (Form.typoscript's link). */
export const isFormAction = (query: URLSearchParams): boolean =>
  query.get('tx_form_formframework[action]') === 'perform'

const FIELD_NAME = /^tx_form_formframework\[([^\]]+)\]\[/

/** The form the fields belong to; null unless every field names the same one. */
export const formIdOf = (fields: URLSearchParams): string | null => {
  let formId: string | null = null
  for (const name of fields.keys()) {
    const id = FIELD_NAME.exec(name)?.[1]
    if (!id || (formId !== null && id !== formId)) return null
    formId = id
  }
  return formId
}

/** Browsers post forms urlencoded; the form has no file fields, so nothing else is taken. */
export const isUrlEncoded = (contentType: string | undefined): boolean =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded'
