import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findCycles, importGraph, localImports, staticSpecifiers } from './import-graph'

/**
 * No file of src/, demo/ or scripts/ may reach itself through its imports: a cycle makes load
 * order matter and hides which module owns a value. What counts as an import: ./import-graph.ts.
 */
const root = new URL('../..', import.meta.url).pathname
const TREES = ['src', 'demo', 'scripts']

describe('import cycles', () => {
  it('has none in src, demo or scripts', () => {
    const graph = importGraph(TREES.map((tree) => join(root, tree)))
    expect(graph.size).toBeGreaterThan(100)
    const chains = findCycles(graph).map((cycle) =>
      cycle.map((file) => relative(root, file)).join(' → '),
    )
    expect(chains).toEqual([])
  })

  it('names each cycle as the files along it, once', () => {
    const graph = new Map([
      ['a', ['b', 'x']],
      ['b', ['c']],
      ['c', ['a', 'b']],
      ['d', ['a', 'e']],
      ['e', ['d']],
      ['s', ['s']],
      ['x', []],
    ])
    expect(findCycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['d', 'e', 'd'],
      ['s', 's'],
    ])
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['x']],
          ['x', []],
        ]),
      ),
    ).toEqual([])
  })

  it('reads static imports and re-exports, type-only ones too, but not import() or comments', () => {
    const text = [
      "import { a } from './a'",
      "import type { B } from './b'",
      "import { type C } from './c'",
      "import './d'",
      "export { e } from './e'",
      "export type { F } from './f'",
      "export * from './g'",
      "import { z } from 'zod'",
      "// import { h } from './h'",
      "const i = () => import('./i')",
      'const j = "import { j } from \'./j\'"',
    ].join('\n')
    expect(staticSpecifiers('probe.ts', text)).toEqual([
      './a',
      './b',
      './c',
      './d',
      './e',
      './f',
      './g',
      'zod',
    ])
  })

  it('resolves a specifier to a file, its extension left out, or a folder to its index', () => {
    const known = new Set(['/t/lib/a.ts', '/t/lib/b.tsx', '/t/lib/c/index.ts', '/t/s/d.mjs'])
    const text = [
      "import { a } from './a'",
      "import { b } from './b'",
      "import { c } from './c'",
      "import { d } from '../s/d.mjs'",
      "import { e } from './e.json'",
      "import { f } from 'react'",
    ].join('\n')
    expect(localImports('/t/lib/probe.ts', text, known)).toEqual([
      '/t/lib/a.ts',
      '/t/lib/b.tsx',
      '/t/lib/c/index.ts',
      '/t/s/d.mjs',
    ])
  })
})
