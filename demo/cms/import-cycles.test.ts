import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The demo CMS must stay readable as it grows: no file of demo/cms may reach itself through its
 * imports (a cycle makes load order matter and hides which module owns a value). The graph is
 * read from the `from '…'` clauses (type imports included: they tie the files together as well).
 */
const ROOT = dirname(fileURLToPath(import.meta.url))

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

const IMPORT = /\bfrom\s+'(\.{1,2}\/[^']+)'/g

/** The local imports of a file, as paths of files of demo/cms. */
const importsOf = (file: string, known: ReadonlySet<string>): string[] =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, specifier]) => {
    const base = resolve(dirname(file), specifier as string)
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((path) =>
      known.has(path),
    )
    return target ? [target] : []
  })

/** The first cycle found by a depth-first walk, as the files along it; null when none. */
const findCycle = (graph: ReadonlyMap<string, readonly string[]>): string[] | null => {
  const done = new Set<string>()
  const trail: string[] = []
  const onTrail = new Set<string>()
  const visit = (node: string): string[] | null => {
    if (onTrail.has(node)) return [...trail.slice(trail.indexOf(node)), node]
    if (done.has(node)) return null
    trail.push(node)
    onTrail.add(node)
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    trail.pop()
    onTrail.delete(node)
    done.add(node)
    return null
  }
  for (const node of graph.keys()) {
    const cycle = visit(node)
    if (cycle) return cycle
  }
  return null
}

describe('demo CMS imports', () => {
  it('finds a cycle when there is one, naming its files', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ])
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a'])
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toBeNull()
  })

  it('has no import cycle in demo/cms', () => {
    const files = sourceFiles(ROOT)
    const known = new Set(files)
    const graph = new Map(files.map((file) => [file, importsOf(file, known)]))
    const cycle = findCycle(graph)
    expect(cycle?.map((file) => relative(ROOT, file)).join(' → ') ?? 'no cycle').toBe('no cycle')
  })
})
