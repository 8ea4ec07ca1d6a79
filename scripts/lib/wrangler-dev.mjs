/**
 * The arguments of one `wrangler dev` on loopback, the same for `npm start` (scripts/start.mjs)
 * and the bench's servers (./servers.mjs): local bindings only, a debugger port of its own (two
 * processes cannot share 9229), no interactive prompt, and the state under `persistDir` when one
 * is given.
 */
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
