import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { FormAnswer } from '../../elements/form_formframework/form-model'
import type { AppEnv } from '../env'
import { withFormResult } from '../forms/form-result-page'
import { clientKeyOf, type RateDecision } from '../forms/rate-limit'
import { formIdOf, isFormAction, isUrlEncoded } from '../forms/submission'
import { renderRoute } from '../render/render-route'
import { methodNotAllowed } from '../middleware/request-limits'
import { isValidPagePath } from '../guards/valid-page-path'
import { resolveRoute } from '../loaders/resolve-route'

/**
 * A contact form's fields with a long message come to a few KiB; TYPO3's round-trip fields add
 * under one. Anything larger is no shopper's and is refused before it is read whole.
 */
export const FORM_MAX_BODY_BYTES = 32 * 1024

const NO_STORE = { 'cache-control': 'no-store', 'X-Robots-Tag': 'noindex' }

/** The form's script asks for JSON; a browser posting the form itself asks for a page. */
const wantsJson = (c: Context<AppEnv>) =>
  (c.req.header('accept') ?? '').includes('application/json')

/**
 * The answer to a request that never reaches the CMS and has no page to show it on: JSON for
 * the form's script, a short fixed text otherwise, repeating nothing of the input.
 */
const refuse = (
  c: Context<AppEnv>,
  status: 400 | 403 | 413 | 415,
  reason: Extract<FormAnswer, { status: 'refused' }>['reason'],
  text: string,
) => {
  const answer: FormAnswer = { status: 'refused', reason }
  return wantsJson(c)
    ? c.json(answer, status, NO_STORE)
    : c.text(`${status} ${text}`, status, NO_STORE)
}

/**
 * What a submission becomes: JSON for the form's script; without JavaScript, the form's page
 * with the outcome on the form and the posted values in its fields (../forms/form-result-page.ts).
 * Rendered, not redirected: the values and the CMS's messages live in this response only.
 */
const respond = async (
  c: Context<AppEnv>,
  submission: { path: string; formId: string; fields: URLSearchParams },
  answer: FormAnswer,
  status: 200 | 422 | 429 | 503,
  headers: Record<string, string> = {},
) => {
  if (wantsJson(c)) return c.json(answer, status, { ...NO_STORE, ...headers })
  const route = await resolveRoute(c, submission.path)
  return renderRoute(c, {
    state: withFormResult(route.state, submission.formId, submission.fields, answer),
    texts: route.texts,
    status,
    headers: { ...NO_STORE, ...headers },
    shopConfig: route.shopConfig,
  })
}

/** Only TYPO3 form actions are posted to pages; any other POST stays what it was: a 405. */
const formActionsOnly = (): MiddlewareHandler<AppEnv> =>
  async function formActionsOnly(c, next) {
    if (!isFormAction(new URL(c.req.url).searchParams)) return methodNotAllowed('GET, HEAD')(c)
    await next()
  }

/**
 * Same-origin posts only: a browser sends Origin with every POST (Fetch standard), so another
 * site's page posting our form in a shopper's name, or a script without one, is refused.
 * https://fetch.spec.whatwg.org/#origin-header
 */
const sameOriginOnly = (): MiddlewareHandler<AppEnv> =>
  async function sameOriginOnly(c, next) {
    const origin = c.req.header('origin')
    if (!origin || origin !== new URL(c.req.url).origin) {
      return refuse(c, 403, 'origin', 'Forbidden: the form was not sent from this site')
    }
    await next()
  }

const formBodyLimit = () =>
  bodyLimit({
    maxSize: FORM_MAX_BODY_BYTES,
    onError: (c) => refuse(c as Context<AppEnv>, 413, 'too-large', 'Payload Too Large'),
  })

/**
 * POST <page path>?tx_form_formframework[action]=perform…: a TYPO3 form (form_formframework)
 * submitted through the worker. In order: a form action, the same origin, a bounded urlencoded
 * body of one form's fields, within the client's rate limit (D1, ../forms/rate-limit.ts); then
 * the CMS decides (../forms/cms-form-client.ts). The CMS unreachable or confused is a 503 that
 * says nothing was sent, and keeps the shopper's values; never a success the CMS did not give.
 */
export const formSubmissionRoute = [
  formActionsOnly(),
  sameOriginOnly(),
  formBodyLimit(),
  async (c: Context<AppEnv>) => {
    const url = new URL(c.req.url)
    const path = url.pathname
    if (!isValidPagePath(path)) return refuse(c, 400, 'malformed', 'Bad Request')
    if (!isUrlEncoded(c.req.header('content-type'))) {
      return refuse(c, 415, 'malformed', 'Unsupported Media Type: post the form urlencoded')
    }
    const fields = new URLSearchParams(await c.req.text())
    const formId = formIdOf(fields)
    if (!formId) return refuse(c, 400, 'malformed', 'Bad Request: no fields of a form')
    const submission = { path, formId, fields }
    const { site, clients } = c.var
    const client = await clientKeyOf(site.id, c.req.header('cf-connecting-ip'))
    const decision: RateDecision = await clients.formLimiter.hit(client).catch((error: unknown) => {
      // A broken counter must not cost a customer's message: the CMS has its own spam checks.
      clients.log.error('form rate limit:', error instanceof Error ? error.message : error)
      return { allowed: true }
    })
    if (!decision.allowed) {
      const retryAfter = decision.retryAfterSeconds
      return respond(c, submission, { status: 'limited', retryAfter }, 429, {
        'retry-after': String(retryAfter),
      })
    }
    const result = await clients.forms.submit({
      path,
      query: url.searchParams,
      body: fields,
      formId,
    })
    if (!result.ok) {
      clients.log.error('form submission:', result.detail)
      return respond(c, submission, { status: 'unavailable' }, 503)
    }
    return respond(c, submission, result.answer, result.answer.status === 'success' ? 200 : 422)
  },
] as const
