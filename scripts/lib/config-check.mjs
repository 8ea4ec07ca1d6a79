// The check of a wrangler environment's whole configuration, before anything is uploaded
// (`npm run check:config`, `npm run deploy`, and `npm test` through scripts/check-config.test.ts):
// the sites registry read exactly as the worker reads it (src/brands/sites.ts, bundled here), and
// what a deployed environment needs besides: https upstreams, a route for every hostname and a
// site for every route, its bindings. Every problem is one line naming the site and the field.
import { join } from 'node:path'
import { importTypeScript } from './import-typescript.mjs'
import { unstable_readConfig } from 'wrangler'

const root = new URL('../..', import.meta.url).pathname

/** The environments of wrangler.toml: the top level (`npm start`), staging and production. */
export const ENVIRONMENTS = ['development', 'staging', 'production']

let sitesModule
/** src/brands/sites.ts as the worker runs it (TypeScript, so bundled once). */
const loadSites = async () => {
  sitesModule ??= await importTypeScript('src/brands/sites.ts')
  return sitesModule
}

/** The hostname a route pattern serves: 'www.vitalis.example/*' → 'www.vitalis.example'. */
const hostOfRoute = (route) =>
  (typeof route === 'string' ? route : route.pattern).replace(/\/.*$/, '').toLowerCase()

/** Upstream addresses of a site that a deployed environment must reach over TLS. */
const secureUrls = (site) => [
  ['cms.baseUrl', site.cms.baseUrl, 'https:'],
  ['shop.baseUrl', site.shop.baseUrl, 'https:'],
  ['shop.graphqlUrl', site.shop.graphqlUrl, 'https:'],
  ...(site.shop.websocketUrl ? [['shop.websocketUrl', site.shop.websocketUrl, 'wss:']] : []),
  ...(site.analytics.baseUrl ? [['analytics.baseUrl', site.analytics.baseUrl, 'https:']] : []),
]

/** What a deployed environment needs beyond a valid registry. */
const deployedProblems = (environment, config, reading) => {
  const { sites } = reading
  const problems = []
  const section = `[env.${environment}]`
  if (config.vars.ENVIRONMENT !== environment)
    problems.push(
      `${section} vars.ENVIRONMENT: is "${config.vars.ENVIRONMENT}", not "${environment}"`,
    )
  for (const site of sites) {
    for (const [field, url, protocol] of secureUrls(site)) {
      if (new URL(url).protocol !== protocol)
        problems.push(`site ${site.id}: ${field}: ${url} is not ${protocol.slice(0, -1)}`)
    }
  }
  const routed = new Set((config.routes ?? []).map(hostOfRoute))
  // An invalid site's hostnames are its own problem, named already: not a route's.
  const served = new Set([...sites, ...reading.invalid].flatMap((site) => site.hostnames))
  for (const site of sites) {
    for (const hostname of site.hostnames) {
      if (!routed.has(hostname))
        problems.push(`site ${site.id}: hostnames: ${hostname} has no route in ${section} routes`)
    }
  }
  for (const hostname of routed) {
    if (!served.has(hostname))
      problems.push(
        `${section} routes: ${hostname}/* is routed to the worker but no site serves it`,
      )
  }
  return problems
}

/** Bindings the worker cannot run without, and (for a deploy) ids still left as placeholders. */
const bindingProblems = (environment, config, forDeploy) => {
  const section = environment === 'development' ? '' : `[env.${environment}] `
  const problems = []
  const kv = config.kv_namespaces.find((namespace) => namespace.binding === 'UPSTREAM_CACHE')
  const db = config.d1_databases.find((database) => database.binding === 'DB')
  const queue = config.queues.producers?.find((producer) => producer.binding === 'PURGE_QUEUE')
  if (!kv) problems.push(`${section}kv_namespaces: no UPSTREAM_CACHE binding`)
  if (!db) problems.push(`${section}d1_databases: no DB binding`)
  if (!queue) problems.push(`${section}queues.producers: no PURGE_QUEUE binding`)
  const metrics = (config.analytics_engine_datasets ?? []).find(
    (dataset) => dataset.binding === 'METRICS',
  )
  if (!metrics) problems.push(`${section}analytics_engine_datasets: no METRICS binding`)
  if (forDeploy) {
    if (kv && /^REPLACE_WITH/.test(kv.id ?? ''))
      problems.push(`${section}kv_namespaces UPSTREAM_CACHE: id is still the placeholder ${kv.id}`)
    if (db && /^REPLACE_WITH/.test(db.database_id ?? ''))
      problems.push(
        `${section}d1_databases DB: database_id is still the placeholder ${db.database_id}`,
      )
  }
  return problems
}

/**
 * Every problem of one environment, one line each ('site litozin-de: shop.storeViews: …');
 * none when it may be deployed. `forDeploy` also refuses placeholder ids, which the committed
 * wrangler.toml keeps for operators to fill in.
 */
export const checkEnvironment = async (
  environment,
  { config: configPath = join(root, 'wrangler.toml'), forDeploy = false } = {},
) => {
  const config = unstable_readConfig({
    config: configPath,
    env: environment === 'development' ? undefined : environment,
  })
  const { readSites, describeProblems } = await loadSites()
  const reading = readSites(config.vars.SITES)
  const problems = [
    ...describeProblems(reading),
    ...bindingProblems(environment, config, forDeploy),
  ]
  if (environment !== 'development')
    problems.push(...deployedProblems(environment, config, reading))
  return problems
}
