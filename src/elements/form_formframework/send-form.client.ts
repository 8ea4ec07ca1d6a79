import { formAnswerOf } from './form-answer'
import type { FormAnswer } from './form-model'

/**
 * Sends a form to its action URL through the worker (src/worker/forms), as the browser would
 * post it without JavaScript (urlencoded, every field under its TYPO3 name), but asking for
 * JSON: the worker then answers with a FormAnswer instead of a page. A network failure is an
 * answer too ('unavailable'): the form stays as the shopper filled it in.
 */
export const sendForm = async (form: HTMLFormElement): Promise<FormAnswer> => {
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(name, value)
  }
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    })
    return formAnswerOf(await response.json().catch(() => null))
  } catch {
    return { status: 'unavailable' }
  }
}
