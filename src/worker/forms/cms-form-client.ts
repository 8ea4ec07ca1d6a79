import * as z from 'zod'
import type { SiteConfig } from '../../brands/sites'
import type { FormAnswer } from '../../elements/form_formframework/form-model'

/**
 * Hands a form submission to the CMS: a POST of the fields, urlencoded as the browser sent them,
 * to the form's action URL on the CMS (the page with tx_form_formframework[action]=perform), with
 * `Accept: application/json`, as EXT:headless expects. TYPO3 answers with the page, its form
 * element's `api` saying what became of the submission: status 'failure' with the validators'
 * messages by field identifier, or 'success' with the finisher's `actionAfterSuccess`.
 * https://github.com/TYPO3-Headless/headless (Documentation/Integrations/Form.rst,
 * Classes/XClass/Controller/FormFrontendController.php)
 */
export interface CmsFormClient {
  submit(request: CmsFormRequest): Promise<CmsFormResult>
}

export interface CmsFormRequest {
  /** The page's full path as the CMS knows it, locale prefix included. */
  path: string
  /** The action URL's query (tx_form_formframework[action]=perform, cHash …), as it came. */
  query: URLSearchParams
  body: URLSearchParams
  /** The form's runtime identifier: which element of the answer is this form. */
  formId: string
}

/** The CMS's verdict, or why there is none (logged; the shopper is told nothing was sent). */
export type CmsFormResult =
  | { ok: true; answer: Extract<FormAnswer, { status: 'success' | 'invalid' }> }
  | { ok: false; detail: string }

const apiSchema = z.looseObject({
  status: z.string().nullish(),
  errors: z.record(z.string(), z.unknown()).nullish(),
  actionAfterSuccess: z.unknown(),
})

const formElementSchema = z.looseObject({
  type: z.literal('form_formframework'),
  content: z.looseObject({ form: z.looseObject({ id: z.string(), api: apiSchema }) }),
})

const pageSchema = z.looseObject({ content: z.record(z.string(), z.unknown()) })

/** The form's `api` among the page's elements (in every column), or null. */
const apiOf = (body: unknown, formId: string): z.output<typeof apiSchema> | null => {
  const page = pageSchema.safeParse(body)
  if (!page.success) return null
  for (const column of Object.values(page.data.content)) {
    if (!Array.isArray(column)) continue
    for (const element of column) {
      const parsed = formElementSchema.safeParse(element)
      if (parsed.success && parsed.data.content.form.id === formId) {
        return parsed.data.content.form.api
      }
    }
  }
  return null
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The finisher's message: JsonRedirect's `{ message }`, or a confirmation's text. */
const successMessageOf = (action: unknown): string =>
  typeof action === 'object' && action !== null && 'message' in action
    ? textOf(action.message)
    : textOf(action)

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

interface Options {
  fetch: typeof fetch
  site: SiteConfig
}

export const createCmsFormClient = ({ fetch, site }: Options): CmsFormClient => ({
  async submit({ path, query, body, formId }) {
    const url = `${site.cms.baseUrl}${path}?${query.toString()}`
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        body: body.toString(),
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        },
        redirect: 'manual',
        signal: AbortSignal.timeout(site.cms.timeoutMs),
      })
    } catch (error) {
      return { ok: false, detail: `CMS form post failed: ${url}: ${describe(error)}` }
    }
    if (response.status !== 200) {
      await response.body?.cancel()
      return { ok: false, detail: `CMS answered the form post with ${response.status}: ${url}` }
    }
    const api = apiOf(await response.json().catch(() => null), formId)
    if (!api) return { ok: false, detail: `CMS answer has no form ${formId}: ${url}` }
    if (api.status === 'success') {
      return {
        ok: true,
        answer: { status: 'success', message: successMessageOf(api.actionAfterSuccess) },
      }
    }
    if (api.status === 'failure') {
      const errors = Object.fromEntries(
        Object.entries(api.errors ?? {})
          .map(([identifier, message]) => [identifier, textOf(message)] as const)
          .filter(([, message]) => message !== ''),
      )
      return { ok: true, answer: { status: 'invalid', errors } }
    }
    // No verdict: TYPO3 did not take it as a submission of this form (a stale __state, say).
    return {
      ok: false,
      detail: `CMS did not process form ${formId} (status ${String(api.status)}): ${url}`,
    }
  },
})
