// A TypeScript module of src/ for the scripts, which run in Node without TypeScript: bundled with
// esbuild into one ES module and imported from memory, as the worker would run it.
import { join } from 'node:path'
import * as esbuild from 'esbuild'

const root = new URL('../..', import.meta.url).pathname

/** Imports `path` (relative to the repository's root) with everything it imports. */
export const importTypeScript = async (path) => {
  const bundle = await esbuild.build({
    entryPoints: [join(root, path)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  })
  const code = bundle.outputFiles[0].text
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}
