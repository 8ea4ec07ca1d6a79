// JavaScript: preact/compat's types are `export =`, which TypeScript cannot re-export with `export *`.
// `react` for the `unit-preact` project: preact/compat, as the browser bundle resolves it
// (scripts/build.mjs), plus act() from preact's test utilities (React 19 exports it from 'react').
export * from 'preact/compat'
export { default } from 'preact/compat'
export { act } from 'preact/test-utils'
