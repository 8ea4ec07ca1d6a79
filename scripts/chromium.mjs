// How every tool of the project starts Chromium (../shared/TOOLING.md): Debian's build where it is
// installed, and no network beyond loopback. Playwright (e2e, the bench's client figure) and
// Lighthouse read it from here.
import { existsSync } from 'node:fs'

/** Debian's chromium, or null where it is missing (Playwright then uses its own browser). */
export const CHROMIUM_PATH = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Playwright's launch options for it. */
export const chromiumLaunchOptions = () => ({
  ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
  args: CHROMIUM_FLAGS,
})
