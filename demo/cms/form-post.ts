/**
 * The demo CMS's side of a form submission, as TYPO3 EXT:form with EXT:headless answers it: the
 * page again, its form element's `api` saying what became of the post. The form's validators
 * run on the posted fields: a failure names each refused field's first message by identifier
 * (status 'failure', the fields filled in with what was posted); a success carries the
 * finisher's answer in `actionAfterSuccess`, `{ message }` as EXT:headless's JsonRedirect
 * finisher sends it, without a redirect. Nothing is mailed or stored: it is a demo.
 * https://github.com/TYPO3-Headless/headless (Classes/XClass/Controller/FormFrontendController.php)
 */

type Json = Record<string, unknown>
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

const MESSAGES = {
  de: {
    required: 'Dieses Feld ist ein Pflichtfeld.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    length: (min: number, max: number) => `Bitte geben Sie zwischen ${min} und ${max} Zeichen ein.`,
    thanks:
      'Vielen Dank für Ihre Nachricht! Unser Service-Team antwortet Ihnen in der Regel innerhalb von zwei Werktagen.',
  },
  en: {
    required: 'This field is mandatory.',
    email: 'Please enter a valid email address.',
    length: (min: number, max: number) => `Please enter between ${min} and ${max} characters.`,
    thanks: 'Thank you for your message! Our service team usually replies within two working days.',
  },
}
export type FormLang = keyof typeof MESSAGES
type Lang = FormLang

/** TYPO3's email check, roughly: one @, a domain with a dot, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** The first failing validator's message of a field, '' when it passes. */
const errorOf = (element: Json, value: string, lang: Lang): string => {
  const messages = MESSAGES[lang]
  for (const validator of list(element.validators).filter(isRecord)) {
    const own = text(validator.errorMessage)
    const options = isRecord(validator.options) ? validator.options : {}
    switch (text(validator.identifier)) {
      case 'NotEmpty':
        if (value.trim() === '') return own || messages.required
        break
      case 'EmailAddress':
        if (value !== '' && !EMAIL.test(value)) return own || messages.email
        break
      case 'StringLength': {
        const min = Number(options.minimum ?? 0)
        const max = Number(options.maximum ?? Number.MAX_SAFE_INTEGER)
        const length = [...value.trim()].length
        if (value !== '' && (length < min || length > max)) return own || messages.length(min, max)
        break
      }
    }
  }
  return ''
}

/** The definition's fields, those inside fieldsets and rows included. */
const fieldsOf = (elements: unknown): Json[] =>
  list(elements)
    .filter(isRecord)
    .flatMap((element) =>
      Array.isArray(element.elements) ? fieldsOf(element.elements) : [element],
    )

const posted = (element: Json, fields: URLSearchParams): string => {
  const name = text(element.name)
  if (text(element.type) === 'Checkbox') {
    const checked = isRecord(element.properties) ? text(element.properties.value) || '1' : '1'
    return fields.getAll(name).includes(checked) ? checked : ''
  }
  return fields.get(name) ?? ''
}

const withPostedValues = (elements: unknown, fields: URLSearchParams): unknown[] =>
  list(elements).map((element) => {
    if (!isRecord(element)) return element
    if (Array.isArray(element.elements)) {
      return { ...element, elements: withPostedValues(element.elements, fields) }
    }
    if (text(element.type) === 'Hidden' || !fields.has(text(element.name))) return element
    return { ...element, defaultValue: posted(element, fields) }
  })

/** The submitted form's answer: its definition with `api` set and the posted values. */
const answerForm = (form: Json, fields: URLSearchParams, lang: Lang): Json => {
  const errors = Object.fromEntries(
    fieldsOf(form.elements)
      .map((element) => [text(element.identifier), errorOf(element, posted(element, fields), lang)])
      .filter(([, message]) => message !== ''),
  )
  const failed = Object.keys(errors).length > 0
  const api = isRecord(form.api) ? form.api : {}
  return {
    ...form,
    api: {
      ...api,
      status: failed ? 'failure' : 'success',
      errors: failed ? errors : null,
      actionAfterSuccess: failed ? null : { message: MESSAGES[lang].thanks },
    },
    elements: withPostedValues(form.elements, fields),
  }
}

const FIELD_NAME = /^tx_form_formframework\[([^\]]+)\]\[/

/**
 * The page's answer to a POST of `fields`: the page with the posted form answered, or null when
 * no form of the page is the one posted (TYPO3 then renders the page as it is).
 */
export const answerFormPost = (page: unknown, fields: URLSearchParams, lang: Lang): Json | null => {
  const formId = [...fields.keys()].map((name) => FIELD_NAME.exec(name)?.[1]).find(Boolean)
  if (!isRecord(page) || !isRecord(page.content) || !formId) return null
  let answered = false
  const content = Object.fromEntries(
    Object.entries(page.content).map(([column, elements]) => [
      column,
      list(elements).map((element) => {
        if (!isRecord(element) || element.type !== 'form_formframework') return element
        const elementContent = isRecord(element.content) ? element.content : {}
        const form = isRecord(elementContent.form) ? elementContent.form : null
        if (!form || form.id !== formId) return element
        answered = true
        return { ...element, content: { ...elementContent, form: answerForm(form, fields, lang) } }
      }),
    ]),
  )
  return answered ? { ...page, content } : null
}
