import type { Context } from 'hono'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { PurgeLogEntry } from '../cache-index'
import { sitesOf } from '../middleware/site'
import { CacheIndexUnavailable, recentPurges } from '../purge/purge'
import { PurgePage } from '../purge/page/PurgePage'
import type { PurgeStatusState } from '../purge/page/PurgeStatus'
import {
  EMPTY_FORM,
  formValuesOf,
  requestOfForm,
  scopeGroupsOf,
  type PurgeFormValues,
} from '../purge/page/purge-form'
import { authenticate, bearerTokenOf, challengeOf, type PurgeEnv } from './purge-auth'
import { TOO_LARGE } from './purge-body'
import { reportIndexUnavailable, runPurge } from './purge-api'

/** The log rows the page shows. */
const PAGE_LOG_ENTRIES = 20

interface PageState {
  values: PurgeFormValues
  status: PurgeStatusState
  log: PurgeLogEntry[] | null
}

const renderPage = (
  c: Context<PurgeEnv>,
  httpStatus: ContentfulStatusCode,
  { values, status, log }: PageState,
  headers: Record<string, string> = {},
) => {
  const html = renderToStaticMarkup(
    <PurgePage
      nonce={c.var.nonce}
      origin={new URL(c.req.url).origin}
      groups={scopeGroupsOf(sitesOf(c.env.SITES))}
      defaultScope={`site:${c.var.site.id}`}
      values={values}
      status={status}
      log={log}
    />,
  )
  return c.html(`<!doctype html>${html}`, httpStatus, {
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    ...headers,
  })
}

const refused = (message: string, issues: string[] = []): PurgeStatusState => ({
  kind: 'refused',
  message,
  issues,
})

/** GET /_cache: the form. The log needs the token, which a plain page view does not carry. */
export const purgePageRoute = (c: Context<PurgeEnv>) =>
  renderPage(c, 200, { values: EMPTY_FORM, status: { kind: 'idle' }, log: null })

/** The page's answer to a body over the limit: the form again, saying so. */
export const purgePageTooLarge = (c: Context<PurgeEnv>) =>
  renderPage(c, 413, { values: EMPTY_FORM, status: refused(TOO_LARGE), log: null })

/**
 * POST /_cache: the form posted. The token comes as a bearer header (the page's script, from
 * sessionStorage) or as the form's password field (without JavaScript); either way it is never
 * written back into the page. Checked before the form's contents, so an answer other than 401
 * tells the script its token is good.
 */
export const purgeFormRoute = async (c: Context<PurgeEnv>) => {
  const body = await c.req.parseBody()
  const values = formValuesOf(body)
  try {
    return await purgeForm(c, values, typeof body.token === 'string' ? body.token : '')
  } catch (error) {
    // D1 down: the form again, saying so (as the API's 503 JSON), not the shoppers' error page.
    if (!(error instanceof CacheIndexUnavailable)) throw error
    reportIndexUnavailable(c, error)
    const status: PurgeStatusState = { kind: 'unavailable', message: error.message }
    return renderPage(c, 503, { values, status, log: null })
  }
}

const purgeForm = async (c: Context<PurgeEnv>, values: PurgeFormValues, token: string) => {
  const formToken = token !== '' ? token : null
  const auth = await authenticate(c.env, bearerTokenOf(c.req.header('authorization')) ?? formToken)
  if (!auth.ok) {
    const challenge: Record<string, string> =
      auth.status === 401 ? { 'www-authenticate': challengeOf(auth.presented) } : {}
    return renderPage(c, auth.status, { values, status: refused(auth.error), log: null }, challenge)
  }
  c.set('editor', auth.editor)
  const recent = () => recentPurges({ db: c.env.DB }, PAGE_LOG_ENTRIES)
  if (values.action === 'log') {
    const status: PurgeStatusState = { kind: 'listed', editor: auth.editor }
    return renderPage(c, 200, { values, status, log: await recent() })
  }
  const request = requestOfForm(values)
  const outcome = request.ok ? await runPurge(c, request.value) : request
  if (!outcome.ok) {
    const status = refused('Please check what you entered:', outcome.issues)
    return renderPage(c, 400, { values, status, log: await recent() })
  }
  const status: PurgeStatusState = { kind: 'purged', outcome: outcome.value }
  return renderPage(c, 200, { values, status, log: await recent() })
}
