import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * An editor's purge token for the command-line tools (`npm run purge`, `npm run stats`): from the
 * environment (PURGE_TOKEN, e.g. a named editor's token), else the local one `npm start` wrote
 * to .dev.vars; null without either.
 */
export const purgeTokenOf = (root) => {
  if (process.env.PURGE_TOKEN) return process.env.PURGE_TOKEN
  const file = join(root, '.dev.vars')
  if (!existsSync(file)) return null
  const line = /^PURGE_TOKEN\s*=\s*"?([^"\r\n]+)"?\s*$/m.exec(readFileSync(file, 'utf8'))
  return line?.[1]?.trim() ?? null
}
