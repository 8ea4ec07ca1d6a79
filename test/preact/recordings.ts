/// <reference types="node" />
// React's server HTML, recorded by the `unit` project (record-server.ts) and replayed for the
// `unit-preact` project (replay-server.ts), which hydrates it with the browser's preact/compat.
// One file per test file, keyed by test name and the number of the render within the test.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'

/** A render's result: its HTML, a stream's chunks with the pause before each, or its error. */
export type Recording =
  { html: string } | { chunks: { html: string; pauseMs: number }[] } | { error: string }

// From the working directory, the project's root in every vitest process: vitest's workers give
// this module an import.meta.url relative to the root, which would put the files under /.
export const RECORDINGS_DIRECTORY = join(process.cwd(), 'test-results/ssr-recordings')

const fileOf = (testPath: string) =>
  join(
    RECORDINGS_DIRECTORY,
    `${createHash('sha1').update(testPath).digest('hex').slice(0, 16)}.json`,
  )

let current: { testPath: string; entries: Record<string, Recording> } | undefined
let lastTest: string | undefined
let renders = 0

const entries = (): Record<string, Recording> => {
  const testPath = expect.getState().testPath ?? ''
  if (current?.testPath !== testPath) {
    const file = fileOf(testPath)
    current = {
      testPath,
      entries: existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Recording>)
        : {},
    }
  }
  return current.entries
}

/** The key of the next server render: the test's name and how many renders it made before. */
export const nextRenderKey = (kind: 'string' | 'static' | 'stream'): string => {
  const test = expect.getState().currentTestName ?? '(outside a test)'
  if (test !== lastTest) {
    lastTest = test
    renders = 0
  }
  return `${test} #${renders++} ${kind}`
}

export const saveRecording = (key: string, recording: Recording): void => {
  const all = entries()
  all[key] = recording
  mkdirSync(RECORDINGS_DIRECTORY, { recursive: true })
  writeFileSync(fileOf(current?.testPath ?? ''), JSON.stringify(all))
}

export const loadRecording = (key: string): Recording => {
  const recording = entries()[key]
  if (!recording)
    throw new Error(
      `No React server render recorded for "${key}": the unit project records them (vitest.config.ts runs it first).`,
    )
  return recording
}
