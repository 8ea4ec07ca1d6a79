import type { Context } from 'hono'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { PurgeLogEntry } from '../purge/log/purge-log'
import { sitesOf } from '../middleware/site'
import { CacheIndexUnavailable } from '../purge/purge-unavailable'
import { recentPurges } from '../purge/recent-purges'
import { PurgePage } from '../purge/page/PurgePage'
import type { PurgeStatusState } from '../purge/page/PurgeStatus'
import {
  EMPTY_FORM,
  formValuesOf,
  requestOfForm,
  scopeGroupsOf,
  type PurgeFormValues,
} from '../purge/page/purge-form'
import {
  authenticateLimited,
  bearerTokenOf,
  refusalHeadersOf,
  type Authentication,
  type PurgeEnv,
} from './purge-auth'
import { TOO_LARGE } from './purge-body'
import { reportIndexUnavailable, runPurge } from './purge-api'

/** The log rows the page shows. */
const PAGE_LOG_ENTRIES = 20

const PAGE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

const html = (
  c: Context<PurgeEnv>,
  httpStatus: ContentfulStatusCode,
  markup: string,
  headers: Record<string, string> = {},
) => c.html(`<!doctype html>${markup}`, httpStatus, { ...PAGE_HEADERS, ...headers })

/** The page before a valid token: the token field and what `status` says, nothing of the sites. */
const renderSignIn = (
  c: Context<PurgeEnv>,
  httpStatus: ContentfulStatusCode,
  status: PurgeStatusState,
  headers: Record<string, string> = {},
) =>
  html(
    c,
    httpStatus,
    renderToStaticMarkup(<PurgePage nonce={c.var.nonce} status={status} editor={null} />),
    headers,
  )

/** The page of an editor with a valid token: the form over every site, and the log. */
const renderEditorPage = (
  c: Context<PurgeEnv>,
  httpStatus: ContentfulStatusCode,
  values: PurgeFormValues,
  status: PurgeStatusState,
  log: PurgeLogEntry[] | null,
) => {
  const form = {
    origin: new URL(c.req.url).origin,
    groups: scopeGroupsOf(sitesOf(c.env.SITES)),
    defaultScope: `site:${c.var.site.id}`,
    defaultSite: c.var.site.id,
    values,
  }
  return html(
    c,
    httpStatus,
    renderToStaticMarkup(<PurgePage nonce={c.var.nonce} status={status} editor={{ form, log }} />),
  )
}

const refused = (message: string, issues: string[] = []): PurgeStatusState => ({
  kind: 'refused',
  message,
  issues,
})

/** A refused token (401, 429, 503): the sign-in page saying why, with its headers. */
const signInRefused = (c: Context<PurgeEnv>, auth: Extract<Authentication, { ok: false }>) =>
  renderSignIn(c, auth.status, refused(auth.error), refusalHeadersOf(auth))

const recent = (c: Context<PurgeEnv>) => recentPurges({ db: c.env.DB }, PAGE_LOG_ENTRIES)

/**
 * GET /_cache: the sign-in page; a navigation carries no token. A bearer header (a script, a
 * `curl -H`) with a valid token gets the editor's page with the log.
 */
export const purgePageRoute = async (c: Context<PurgeEnv>) => {
  const token = bearerTokenOf(c.req.header('authorization'))
  if (token === null) return renderSignIn(c, 200, { kind: 'idle' })
  const auth = await authenticateLimited(c, token)
  if (!auth.ok) return signInRefused(c, auth)
  c.set('editor', auth.editor)
  return withIndex(c, EMPTY_FORM, async () => {
    const status: PurgeStatusState = { kind: 'listed', editor: auth.editor }
    return renderEditorPage(c, 200, EMPTY_FORM, status, await recent(c))
  })
}

/**
 * The page's answer to a body over the limit: the sign-in page, saying so. The body is not
 * read, so neither is its token: the page cannot know yet whether to show the sites.
 */
export const purgePageTooLarge = (c: Context<PurgeEnv>) => renderSignIn(c, 413, refused(TOO_LARGE))

/** D1 down: the form again, saying so (as the API's 503 JSON), not the shoppers' error page. */
const withIndex = async (
  c: Context<PurgeEnv>,
  values: PurgeFormValues,
  render: () => Promise<Response>,
) => {
  try {
    return await render()
  } catch (error) {
    if (!(error instanceof CacheIndexUnavailable)) throw error
    reportIndexUnavailable(c, error)
    const status: PurgeStatusState = { kind: 'unavailable', message: error.message }
    return renderEditorPage(c, 503, values, status, null)
  }
}

/**
 * POST /_cache: the form posted. The token comes as a bearer header (the page's script, from
 * sessionStorage) or as the form's password field (without JavaScript); either way it is never
 * written back into the page. Checked before the form's contents, so an answer other than 401
 * or 429 tells the script its token is good.
 */
export const purgeFormRoute = async (c: Context<PurgeEnv>) => {
  const body = await c.req.parseBody()
  const values = formValuesOf(body)
  const formToken = typeof body.token === 'string' && body.token !== '' ? body.token : null
  const auth = await authenticateLimited(
    c,
    bearerTokenOf(c.req.header('authorization')) ?? formToken,
  )
  if (!auth.ok) return signInRefused(c, auth)
  c.set('editor', auth.editor)
  return withIndex(c, values, () => purgeForm(c, values, auth.editor))
}

const purgeForm = async (c: Context<PurgeEnv>, values: PurgeFormValues, editor: string) => {
  if (values.action === 'log') {
    const status: PurgeStatusState = { kind: 'listed', editor }
    return renderEditorPage(c, 200, values, status, await recent(c))
  }
  const request = requestOfForm(values)
  const outcome = request.ok ? await runPurge(c, request.value) : request
  if (!outcome.ok) {
    const status = refused('Please check what you entered:', outcome.issues)
    return renderEditorPage(c, 400, values, status, await recent(c))
  }
  const status: PurgeStatusState = { kind: 'purged', outcome: outcome.value }
  return renderEditorPage(c, 200, values, status, await recent(c))
}
