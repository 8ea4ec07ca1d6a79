import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { startEnvOf, startModeOf } from './start-mode.mjs'

/** The arguments package.json gives scripts/start.mjs for `npm <script>`. */
const argsOfNpmScript = (script: string): string[] => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>
  }
  const command = pkg.scripts[script]
  if (!command?.startsWith('node scripts/start.mjs')) {
    throw new Error(`npm ${script} does not run scripts/start.mjs: ${command}`)
  }
  return command.split(' ').slice(2)
}

describe('npm start and npm run dev', () => {
  it('npm start serves React production builds: NODE_ENV for wrangler, a minified client, no watcher', () => {
    const mode = startModeOf(argsOfNpmScript('start'))
    // A developer's shell may say development; production wins for wrangler's bundle.
    const env = startEnvOf(mode, { NODE_ENV: 'development', PATH: '/usr/bin' })
    expect(env.NODE_ENV).toBe('production')
    expect(env.PATH).toBe('/usr/bin')
    expect(mode.buildArgs).toEqual(['scripts/build.mjs'])
    expect(mode.watcherArgs).toBeNull()
  })

  it('npm run dev serves React development builds and rebuilds the client on change', () => {
    const mode = startModeOf(argsOfNpmScript('dev'))
    expect(startEnvOf(mode, { NODE_ENV: 'production' }).NODE_ENV).toBe('development')
    expect(mode.buildArgs).toEqual(['scripts/build.mjs', '--development'])
    expect(mode.watcherArgs).toEqual([
      'scripts/build.mjs',
      '--watch',
      '--skip-first',
      '--development',
    ])
  })

  it('the end-to-end tests run what npm start runs, on a fresh state', () => {
    const mode = startModeOf(['--no-watch', '--fresh-state'])
    expect(startEnvOf(mode, {}).NODE_ENV).toBe('production')
    expect(startModeOf(['--dev', '--no-watch']).watcherArgs).toBeNull()
  })
})
