/**
 * The arguments of one `wrangler dev` on loopback, the same for `npm start` (scripts/start.mjs)
 * and the bench's servers (./servers.mjs): local bindings only, a debugger port of its own (two
 * processes cannot share 9229), no interactive prompt, and the state under `persistDir` when one
 * is given.
 */
/**
 * The storefront's credentials for the demo upstreams' stand-in of Cloudflare's zone purge API
 * (demo/cloudflare; CLOUDFLARE_API_BASE in wrangler.toml's top level points there), so that local
 * purges ask every "data center" as deployed ones do: a token of this run, and a zone id the
 * stand-in accepts. Given on the command line, never written to a file.
 */
export const DEMO_ZONE_ID = '0123456789abcdef0123456789abcdef'
export const demoPurgeApiArgs = (token) => [
  '--var',
  `CLOUDFLARE_API_TOKEN:${token}`,
  '--var',
  `CLOUDFLARE_ZONE_ID:${DEMO_ZONE_ID}`,
]

export const wranglerDevArgs = ({ config, port, inspectorPort, persistDir = null }) => [
  'dev',
  '-c',
  config,
  '--local',
  '--ip',
  '127.0.0.1',
  '--port',
  String(port),
  '--inspector-port',
  String(inspectorPort),
  '--show-interactive-dev-session=false',
  ...(persistDir ? ['--persist-to', persistDir] : []),
]
