// `npm test`: the whole suite, in the order a failure is cheapest to find: build, types, lint,
// unit and workerd tests (vitest), then end-to-end tests in Chromium (Playwright). Ends with one
// summary line 'tests: N passed, N failed' over every test that ran.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const bin = (name) => join(root, 'node_modules/.bin', name)
const resultsDir = join(root, 'test-results')
mkdirSync(resultsDir, { recursive: true })
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: 'true',
}

const step = (name, command, args, extraEnv = {}) => {
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  })
  return result.status === 0
}

const counts = { passed: 0, failed: 0, skipped: 0 }
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)

/** Titles of the tests Playwright's JSON report marks flaky, each with its file and describes. */
const flakyTests = (report) => {
  const titles = []
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') titles.push([spec.file, ...path, spec.title].join(' › '))
    for (const child of suite.suites ?? []) visit(child, [...path, child.title])
  }
  for (const file of report.suites ?? []) visit(file, [])
  return titles
}

/** Names of the tests (and files that failed to load) vitest's JSON report marks failed. */
const failedVitestTests = (report) => {
  const names = []
  for (const file of report.testResults ?? []) {
    const path = file.name.replace(root, '')
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failed) names.push(`${path} › ${test.fullName}`)
    if (failed.length === 0 && file.status === 'failed') names.push(`${path} (${file.message})`)
  }
  return names
}

let ok = step('build', 'node', ['scripts/build.mjs'])
for (const project of ['.', 'test/worker', 'tsconfig.node.json']) {
  ok = ok && step(`typecheck ${project}`, bin('tsc'), ['-p', project])
}
ok = ok && step('lint', bin('eslint'), ['.', '--max-warnings=0'])
ok = ok && step('format', bin('prettier'), ['--check', '.', '--log-level=warn'])
if (ok) {
  const vitestReport = join(resultsDir, 'vitest.json')
  const vitestOk = step('unit and workerd tests (vitest)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ])
  const vitest = readJson(vitestReport)
  const failures = vitest ? failedVitestTests(vitest) : []
  if (vitest) {
    counts.passed += vitest.numPassedTests
    counts.failed += vitest.numFailedTests
    counts.skipped += vitest.numPendingTests + vitest.numTodoTests
  } else if (!vitestOk) counts.failed += 1
  const playwrightReport = join(resultsDir, 'playwright.json')
  const e2eOk = step('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  })
  const playwright = readJson(playwrightReport)
  if (playwright) {
    // Passed on the retry (playwright.config.ts says why there is one): named, not hidden.
    for (const title of flakyTests(playwright)) console.log(`flaky (passed on its retry): ${title}`)
    counts.passed += playwright.stats.expected + playwright.stats.flaky
    counts.failed += playwright.stats.unexpected
    counts.skipped += playwright.stats.skipped
  } else if (!e2eOk) counts.failed += 1
  // Named again at the end, where a long e2e log cannot push them out of sight.
  for (const name of failures) console.log(`failed (vitest): ${name}`)
  ok = vitestOk && e2eOk
} else {
  counts.failed += 1
}
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(ok && counts.failed === 0 ? 0 : 1)
