// Reads the element folders of src/elements for the registry's generator (../element-registry.mjs):
// each folder holding a definition.ts is one content element type, and what it lacks is a problem
// that names the type and the missing piece.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const DOC = 'docs/adding-a-content-element.md'

const CTYPE = /^[a-z][a-z0-9_]*$/
export const COMPONENT_FILE = /^([A-Z][A-Za-z0-9]*Element)\.tsx$/

/** What is wrong with the element folders, every problem on a line of its own. */
export class ElementRegistryError extends Error {
  constructor(problems) {
    super(`element registry:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
    this.name = 'ElementRegistryError'
    this.problems = problems
  }
}

const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

/**
 * The top-level `key: value` texts of the object literal passed to `defineElement(`, or null
 * when there is none. Enough of a parser for a definition: brackets and quotes are tracked, so
 * that a key inside a nested object or a string does not count.
 */
const definitionFields = (text) => {
  const call = /export\s+const\s+definition\s*=\s*defineElement\s*\(\s*\{/.exec(text)
  if (!call) return null
  const fields = new Map()
  let depth = 0
  let quote = null
  let part = ''
  const flush = () => {
    const match = /^\s*([A-Za-z_$][\w$]*)\s*:\s*([\s\S]*?)\s*$/.exec(part)
    if (match) fields.set(match[1], match[2])
    part = ''
  }
  for (let index = call.index + call[0].length; index < text.length; index += 1) {
    const char = text[index]
    if (quote) {
      if (char === '\\') {
        part += char + (text[index + 1] ?? '')
        index += 1
        continue
      }
      if (char === quote) quote = null
    } else if (char === "'" || char === '"' || char === '`') quote = char
    else if ('([{'.includes(char)) depth += 1
    else if (')]}'.includes(char)) {
      if (depth === 0) break
      depth -= 1
    } else if (char === ',' && depth === 0) {
      flush()
      continue
    }
    part += char
  }
  flush()
  return fields
}

/** A string literal's value ('text' or "text"), or null for anything else. */
const literal = (value) => /^(['"])([^'"\\]*)\1$/.exec(value ?? '')?.[2] ?? null

const exportsName = (text, name) =>
  new RegExp(`export\\s+(const|function|let)\\s+${name}\\b`).test(text) ||
  new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(text)

/** A field of definition.ts that must be a string literal, if present: its value or a problem. */
const literalField = (fields, key, problem) => {
  if (!fields.has(key)) return { value: null }
  const value = literal(fields.get(key))
  return value === null
    ? {
        value: null,
        problem: problem(`\`${key}\` must be a string literal, not ${fields.get(key)}`),
      }
    : { value }
}

/** The folder's one <Name>Element.tsx exporting <Name>Element: its name, or a problem. */
const componentOf = (dir, files, problem) => {
  const components = files.filter((file) => COMPONENT_FILE.test(file)).sort()
  if (components.length === 0)
    return {
      problem: problem('no component: it needs one <Name>Element.tsx exporting <Name>Element'),
    }
  if (components.length > 1)
    return {
      problem: problem(
        `two component files (${components.join(', ')}): it needs exactly one <Name>Element.tsx`,
      ),
    }
  const [file] = components
  const name = COMPONENT_FILE.exec(file)[1]
  if (!exportsName(readFileSync(join(dir, file), 'utf8'), name))
    return { problem: problem(`${file} does not export ${name}, its component`) }
  return { component: name }
}

/** The folder's fixture.ts, exporting `fixture` and `fixtureText`: its problems. */
const fixtureProblems = (dir, files, problem) => {
  if (!files.includes('fixture.ts')) return [problem('no fixture.ts: it needs a test fixture')]
  const text = readFileSync(join(dir, 'fixture.ts'), 'utf8')
  return ['fixture', 'fixtureText']
    .filter((name) => !exportsName(text, name))
    .map((name) => problem(`fixture.ts does not export ${name}, which its tests read`))
}

/** One element folder read, or its problems (each naming the type and what is missing). */
const readElement = (elementsDir, folder, chunkGroups) => {
  const dir = join(elementsDir, folder)
  const files = readdirSync(dir)
  const fields = definitionFields(withoutComments(readFileSync(join(dir, 'definition.ts'), 'utf8')))
  let name = folder
  const problem = (text) => `src/elements/${folder}: element '${name}': ${text} (${DOC})`
  if (!fields)
    return {
      problems: [problem('definition.ts must export `const definition = defineElement({…})`')],
    }
  const type = literalField(fields, 'type', problem)
  name = type.value ?? folder
  const chunk = literalField(fields, 'chunk', problem)
  const component = componentOf(dir, files, problem)
  const problems = [
    !fields.has('type') && problem('definition.ts has no `type`'),
    type.problem,
    type.value !== null &&
      type.value !== folder &&
      problem(`its type is in folder '${folder}': the type and its folder's name must be one`),
    !CTYPE.test(folder) && problem('a CType folder is named in lower case letters, digits and _'),
    !fields.has('schema') && problem('definition.ts has no `schema`'),
    chunk.problem,
    chunk.value !== null &&
      !chunkGroups.includes(chunk.value) &&
      problem(
        `unknown chunk group '${chunk.value}' (known: ${chunkGroups.join(', ')}; scripts/element-registry.mjs)`,
      ),
    component.problem,
    ...fixtureProblems(dir, files, problem),
  ].filter(Boolean)
  if (problems.length > 0) return { problems }
  return {
    element: { type: type.value, folder, chunk: chunk.value, component: component.component },
  }
}

/**
 * The element folders of src/elements under `root`, each read, sorted by CType, and the
 * problems: those of an incomplete element, and a folder with a schema.ts or a component but
 * no definition.ts (meant as an element, but not registered).
 */
export const readElementFolders = (root, chunkGroups) => {
  const elementsDir = join(root, 'src/elements')
  const folders = readdirSync(elementsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const elements = []
  const problems = []
  for (const folder of folders) {
    const dir = join(elementsDir, folder)
    if (existsSync(join(dir, 'definition.ts'))) {
      const read = readElement(elementsDir, folder, chunkGroups)
      if (read.problems) problems.push(...read.problems)
      else elements.push(read.element)
      continue
    }
    const parts = readdirSync(dir).filter(
      (file) => file === 'schema.ts' || COMPONENT_FILE.test(file),
    )
    if (parts.length > 0)
      problems.push(
        `src/elements/${folder}: element '${folder}': no definition.ts, so ${parts.join(' and ')} is not registered (${DOC})`,
      )
  }
  if (elements.length === 0 && problems.length === 0)
    problems.push(`src/elements: no element folder (src/elements/<CType>/definition.ts; ${DOC})`)
  return { elements, problems }
}
