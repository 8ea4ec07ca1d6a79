/// <reference types="node" />
// The `unit` project's global setup: every run records afresh, so `unit-preact` never replays
// what an older version of a component rendered (a missing render then fails by name).
import { rmSync } from 'node:fs'
import { RECORDINGS_DIRECTORY } from './recordings'

export default function clearRecordings() {
  rmSync(RECORDINGS_DIRECTORY, { recursive: true, force: true })
}
