// `npm run check:config [-- --env <name>] [-- --deploy]`: checks wrangler.toml's environments
// (all three unless one is named) as the worker and a deploy read them, and exits 1 naming every
// problem. `npm run deploy` and `deploy:staging` run it with --deploy before building.
import { parseArgs } from 'node:util'
import { ENVIRONMENTS, checkEnvironment } from './lib/config-check.mjs'

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    config: { type: 'string' },
    deploy: { type: 'boolean', default: false },
  },
})
if (values.env && !ENVIRONMENTS.includes(values.env)) {
  console.error(`check:config: no environment "${values.env}" (one of ${ENVIRONMENTS.join(', ')})`)
  process.exit(2)
}

let failed = false
for (const environment of values.env ? [values.env] : ENVIRONMENTS) {
  const problems = await checkEnvironment(environment, {
    config: values.config,
    forDeploy: values.deploy,
  })
  if (problems.length === 0) {
    console.log(`✓ ${environment}: configuration valid`)
    continue
  }
  failed = true
  const outcome = values.deploy ? ', so nothing is deployed' : ''
  console.error(`✗ ${environment}: ${problems.length} problem(s)${outcome}:`)
  for (const problem of problems) console.error(`  - ${problem}`)
}
process.exit(failed ? 1 : 0)
