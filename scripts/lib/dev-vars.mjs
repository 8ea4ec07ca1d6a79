import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The local secrets of `npm start` (scripts/start.mjs), in the .dev.vars beside each worker's
 * wrangler config (wrangler dev reads the one next to `-c`): the storefront's `.dev.vars` and the
 * demo upstreams' `demo/.dev.vars`, both git-ignored. The storefront gets a purge token when it
 * has no file yet; both get the one checkout signing secret they must share (the demo shop signs
 * its checkout returns with it, the storefront confirms orders with it), made once and kept.
 */

/** A variable's value in a .dev.vars text (`NAME=value`, quotes allowed); null when absent. */
export const devVarOf = (text, name) =>
  new RegExp(`^${name}\\s*=\\s*"?([^"\\r\\n]*?)"?\\s*$`, 'm').exec(text)?.[1] || null

/** The text with `NAME=value`: its line replaced where there is one, else appended. */
export const withDevVar = (text, name, value) => {
  const line = new RegExp(`^${name}\\s*=.*$`, 'm')
  if (line.test(text)) return text.replace(line, `${name}=${value}`)
  return `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${name}=${value}\n`
}

/**
 * Brings both files up to what a local run needs and says what it wrote, one line each. `random`
 * makes a new secret (hex); existing values are kept, the demo's secret follows the storefront's.
 */
export const ensureDevVars = (root, random) => {
  const files = { storefront: join(root, '.dev.vars'), demo: join(root, 'demo/.dev.vars') }
  const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null)
  const before = { storefront: read(files.storefront), demo: read(files.demo) }
  let storefront = before.storefront ?? ''
  // As before: a purge token only in a file of its own; an editor's own tokens stay as they are.
  if (before.storefront === null) storefront = withDevVar(storefront, 'PURGE_TOKEN', random())
  const secret = devVarOf(storefront, 'CHECKOUT_SIGNING_SECRET') ?? random()
  storefront = withDevVar(storefront, 'CHECKOUT_SIGNING_SECRET', secret)
  const demo = withDevVar(before.demo ?? '', 'CHECKOUT_SIGNING_SECRET', secret)
  const written = []
  if (storefront !== before.storefront) {
    writeFileSync(files.storefront, storefront)
    written.push(
      `Wrote .dev.vars (git-ignored): ${before.storefront === null ? 'PURGE_TOKEN, ' : ''}CHECKOUT_SIGNING_SECRET.`,
    )
  }
  if (demo !== before.demo) {
    writeFileSync(files.demo, demo)
    written.push('Wrote demo/.dev.vars (git-ignored): the storefront’s CHECKOUT_SIGNING_SECRET.')
  }
  return written
}
