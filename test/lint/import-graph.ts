import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'

/**
 * The import graph of the source trees, for the cycle check (./import-cycles.test.ts). An edge
 * is a static `import … from`, a side-effect `import '…'` or an `export … from` with a relative
 * specifier, type-only ones included: `import type` is erased from the bundle, but a type cycle
 * still means two files that each own part of the other's concept, and the way out is the same
 * (the piece both need goes to the module that owns it). A dynamic `import()` is no edge: it
 * loads after both modules ran, which is how a lazy chunk points back at its loader.
 */

/** What a specifier may leave out, in the order bundlers try it. */
const RESOLUTIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs']

/** Folders that hold no source of ours: packages, wrangler's state, build output. */
const NOT_SOURCE = new Set(['node_modules', '.wrangler', 'build', 'dist', '.build'])

/** The source files below a folder: TypeScript and JavaScript modules, tests included. */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : sourceFiles(path)
    return /\.(tsx?|mts|mjs|js)$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name) ? [path] : []
  })

/**
 * The module specifiers a file imports statically, from its parsed statements: a specifier in a
 * comment, a string or a dynamic import() is none.
 */
export const staticSpecifiers = (fileName: string, text: string): string[] =>
  ts
    .createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
    .statements.flatMap((statement) =>
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? [statement.moduleSpecifier.text]
        : [],
    )

/** The files of `known` that a file's relative imports lead to; packages and other files are left out. */
export const localImports = (file: string, text: string, known: ReadonlySet<string>): string[] =>
  staticSpecifiers(file, text).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return []
    const base = resolve(dirname(file), specifier)
    const target = RESOLUTIONS.map((ending) => base + ending).find((path) => known.has(path))
    return target ? [target] : []
  })

/** Every file of the folders with the files it imports. */
export const importGraph = (dirs: readonly string[]): Map<string, string[]> => {
  const files = dirs.flatMap(sourceFiles)
  const known = new Set(files)
  return new Map(files.map((file) => [file, localImports(file, readFileSync(file, 'utf8'), known)]))
}

/**
 * Each cycle of the graph, as the files along it from one back to itself: one per tangle of
 * files that reach each other (a strongly connected component, Tarjan's algorithm), the shortest
 * loop through its first file in sorted order, so a report names every tangle once and stably.
 */
export const findCycles = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const tangles: string[][] = []
  const visit = (node: string) => {
    order.set(node, order.size)
    low.set(node, order.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!))
      }
    }
    if (low.get(node) !== order.get(node)) return
    const tangle: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      tangle.push(member)
    } while (member !== node)
    if (tangle.length > 1 || graph.get(node)?.includes(node)) tangles.push(tangle)
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node)
  return tangles
    .map((tangle) => shortestLoop(graph, new Set(tangle)))
    .sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/** The shortest way from the tangle's first file back to it, through the tangle (breadth first). */
const shortestLoop = (
  graph: ReadonlyMap<string, readonly string[]>,
  tangle: ReadonlySet<string>,
): string[] => {
  const start = [...tangle].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (const node of queue) {
    for (const next of graph.get(node) ?? []) {
      if (!tangle.has(next)) continue
      if (next === start) {
        const loop = [start]
        for (let at: string | undefined = node; at !== undefined; at = cameFrom.get(at))
          loop.unshift(at)
        return loop
      }
      if (!cameFrom.has(next) && next !== start) {
        cameFrom.set(next, node)
        queue.push(next)
      }
    }
  }
  return [start]
}
