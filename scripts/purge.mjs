// `npm run purge -- --host <host> --path <path> [--path <path> …]`: purges the storefront's page
// cache from a terminal through the same POST /_cache/purge editors and TYPO3 hooks use, and
// prints what was removed. Other scopes: `--locale <code>` (one language of the host's site),
// `--site` (the whole site), `--page <uid>` (a CMS page in every language), `--catalogue`,
// `--sku <sku>` (the pages and shop entries showing a product, after a price change), and
// `--log` (lists the recent purges instead). `--soft` marks the entries stale instead of removing
// them (shoppers get the old copy while it is revalidated). A purge too large for one request
// goes on in the background: the script then follows its progress in the log until it is
// complete (Ctrl-C stops only the watching). The token comes from the environment (PURGE_TOKEN,
// e.g. a named editor's token) or, locally, from .dev.vars. The host is the site's: the request
// goes to https://<host> (http:// for localhost, *.localhost and 127.0.0.1), or to --origin.
// Exits 0 on success, 1 with the server's error, 2 on a usage error.
import { parseArgs } from 'node:util'
import { purgeTokenOf } from './lib/purge-token.mjs'

const root = new URL('..', import.meta.url).pathname

const USAGE = `Usage: npm run purge -- --host <host> (--path <path>… | --locale <code> | --site | --page <uid> | --catalogue | --sku <sku>… | --log)
  --host <host>     the site's host, e.g. www.vitalis.example or localhost:8787
  --path <path>     a page path, e.g. /ratgeber/immunsystem (repeatable; every query variant goes)
  --locale <code>   every page of one language of the site, e.g. en
  --site            every page, language and the shop catalogue of the site
  --page <uid>      a CMS page id, in every language of the site
  --catalogue       the site's shop catalogue (prices) only
  --sku <sku>       the listings, product pages and pages showing a product (repeatable)
  --soft            mark the entries stale instead of removing them (served while revalidated)
  --log             list the recent purges instead of purging
  --origin <url>    where the worker answers, if not at the host itself
The token: PURGE_TOKEN in the environment, else PURGE_TOKEN in .dev.vars.`

const fail = (message, code = 1) => {
  console.error(message)
  process.exit(code)
}

const parse = () => {
  try {
    return parseArgs({
      options: {
        host: { type: 'string' },
        path: { type: 'string', multiple: true },
        locale: { type: 'string' },
        site: { type: 'boolean' },
        page: { type: 'string' },
        catalogue: { type: 'boolean' },
        sku: { type: 'string', multiple: true },
        log: { type: 'boolean' },
        soft: { type: 'boolean' },
        origin: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values
  } catch (error) {
    return fail(`${error.message}\n\n${USAGE}`, 2)
  }
}

const tokenOf = () => purgeTokenOf(root)

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)(:\d+)?$/i

/** The request body of the chosen scope; the site is named by its host. */
const bodyOf = (args, site) => {
  const chosen = [args.path, args.locale, args.site, args.page, args.catalogue, args.sku].filter(
    (value) => value !== undefined,
  )
  if (chosen.length !== 1)
    fail(`Choose one of --path, --locale, --site, --page, --catalogue, --sku.\n\n${USAGE}`, 2)
  const mode = args.soft ? { mode: 'soft' } : {}
  if (args.path) return { scope: 'paths', site, paths: args.path, ...mode }
  if (args.locale) return { scope: 'site', site, locale: args.locale, ...mode }
  if (args.site) return { scope: 'site', site, ...mode }
  if (args.catalogue) return { scope: 'catalogue', site, ...mode }
  if (args.sku) return { scope: 'sku', site, skus: args.sku, ...mode }
  if (!/^[1-9][0-9]*$/.test(args.page)) fail(`--page takes a page uid, not '${args.page}'`, 2)
  return { scope: 'page', site, pageId: Number(args.page), ...mode }
}

/** The server's answer, or its error as it said it (and the status), then exit 1. */
const answerOf = async (response) => {
  const text = await response.text()
  let body = null
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON (a proxy's error page, a wrong origin): said below with the status.
  }
  if (response.ok && body) return body
  const issues = Array.isArray(body?.issues) ? body.issues.map((issue) => `\n  - ${issue}`) : []
  return fail(`${response.status} ${body?.error ?? text.slice(0, 200)}${issues.join('')}`)
}

/** '12 removed', '40 marked stale', 'running: 800 of 50000 removed'. */
const progressOf = (entry) => {
  const done = `${entry.removed}${entry.status === 'running' ? ` of ${entry.planned}` : ''}`
  const verb = entry.mode === 'soft' ? 'marked stale' : 'removed'
  return entry.status === 'running' ? `running: ${done} ${verb}` : `${done} ${verb}`
}

/** The purge's step in every data center (src/worker/purge/global/), as the editors' page says it. */
const everywhereOf = (global) => {
  if (!global) return ''
  switch (global.state) {
    case 'done':
      return `every data center: done (${global.asked} tags)`
    case 'retrying':
      return `every data center: failed, retrying${global.retryInSeconds ? ` in ${global.retryInSeconds} s` : ''} (attempt ${global.attempts}: ${global.error})`
    case 'failed':
      return `every data center: failed (${global.error}); purge again once it is fixed`
    default:
      return 'every data center: not asked (no API token configured); other data centers keep their copies until they expire'
  }
}

const printLog = ({ entries }) => {
  if (entries.length === 0) console.log('No purges yet.')
  for (const entry of entries) {
    console.log(
      `${entry.purgedAt}  ${entry.editor}  ${entry.scope}: ${entry.target}  (${progressOf(entry)}; ${everywhereOf(entry.global)})`,
    )
  }
}

const printPurge = (answer) => {
  const entries = answer.removed === 1 ? 'entry' : 'entries'
  const verb = answer.mode === 'soft' ? 'Marked stale' : 'Removed'
  console.log(
    `${verb} ${answer.removed} cache ${entries} for ${answer.target} (as ${answer.editor}):`,
  )
  for (const key of answer.keys) console.log(`  ${key}`)
  if (answer.ignored?.length) console.log(`Not cached, left alone: ${answer.ignored.join(', ')}`)
  if (answer.global) console.log(`Asked of ${everywhereOf(answer.global)}.`)
  if (answer.removed > 0) {
    console.log(
      'Other Cloudflare locations may serve their copy for up to 60 s more (KV is eventually consistent).',
    )
  }
}

const main = async () => {
  const args = parse()
  if (args.help) return console.log(USAGE)
  if (!args.host) fail(`--host is needed.\n\n${USAGE}`, 2)
  const token = tokenOf()
  if (!token)
    fail('No token: set PURGE_TOKEN in the environment (or run npm start once for .dev.vars).', 2)
  const origin = args.origin ?? `${LOCAL_HOST.test(args.host) ? 'http' : 'https'}://${args.host}`
  const site = args.host.replace(/:\d+$/, '')
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const request = args.log
    ? fetch(new URL('/_cache/log', origin), { headers, signal: AbortSignal.timeout(30_000) })
    : fetch(new URL('/_cache/purge', origin), {
        method: 'POST',
        headers,
        body: JSON.stringify(bodyOf(args, site)),
        signal: AbortSignal.timeout(30_000),
      })
  const response = await request.catch((error) =>
    fail(`Could not reach ${origin}: ${error.cause?.message ?? error.message}`),
  )
  const answer = await answerOf(response)
  if (args.log) return printLog(answer)
  printPurge(answer)
  if (answer.status === 'running') await follow(origin, headers, answer)
}

/** A purge that goes on in batches: its log row, every 2 s, until it is complete. */
const follow = async (origin, headers, answer) => {
  console.log(`Purge ${answer.job} covers ${answer.planned} entries and goes on in the background:`)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const response = await fetch(new URL('/_cache/log?limit=200', origin), {
      headers,
      signal: AbortSignal.timeout(30_000),
    }).catch((error) => fail(`Could not reach ${origin}: ${error.cause?.message ?? error.message}`))
    const { entries } = await answerOf(response)
    const entry = entries.find((candidate) => candidate.job === answer.job)
    if (!entry) return fail(`Purge ${answer.job} is no longer in the log.`)
    console.log(`  ${progressOf(entry)}`)
    if (entry.status === 'complete') return
  }
}

await main()
