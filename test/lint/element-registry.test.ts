import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CHUNK_GROUP_NAMES,
  GENERATED_FILES,
  generateElementRegistry,
} from '../../scripts/element-registry.mjs'

/**
 * The registry's maps are generated from the element folders (scripts/element-registry.mjs,
 * docs/adding-a-content-element.md): the committed files must be what the folders give, and a
 * folder that lacks a piece must fail with a message naming its type and the piece.
 */
const root = new URL('../..', import.meta.url).pathname

/** A complete element folder `foo` in a tree of its own, each file replaceable. */
const FOO: Record<string, string | null> = {
  'definition.ts':
    "export const definition = defineElement({ type: 'foo', schema: fooSchema, chunk: 'content' })\n",
  'schema.ts': 'export const fooSchema = {}\n',
  'FooElement.tsx': 'export const FooElement = () => null\n',
  'fixture.ts': "export const fixture = {}\nexport const fixtureText = ''\n",
}

const trees: string[] = []
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true })
})

const treeWith = (folders: Record<string, Record<string, string | null>>): string => {
  const tree = mkdtempSync(join(tmpdir(), 'element-registry-'))
  trees.push(tree)
  for (const [folder, files] of Object.entries(folders)) {
    mkdirSync(join(tree, 'src/elements', folder), { recursive: true })
    for (const [file, text] of Object.entries(files))
      if (text !== null) writeFileSync(join(tree, 'src/elements', folder, file), text)
  }
  return tree
}

const problemsOf = async (folders: Record<string, Record<string, string | null>>) =>
  generateElementRegistry({ root: treeWith(folders), check: true }).then(
    () => [],
    (error: Error) => error.message.split('\n').slice(1),
  )

describe('the element registry', () => {
  it('is generated from the element folders as committed', async () => {
    const { elements, chunkGroups } = await generateElementRegistry({ root, check: true })
    expect(elements.length).toBeGreaterThan(30)
    expect(elements.find((element) => element.type === 'text')).toEqual({
      type: 'text',
      folder: 'text',
      chunk: 'content',
      component: 'TextElement',
    })
    expect(Object.keys(chunkGroups)).toEqual(CHUNK_GROUP_NAMES)
    expect(chunkGroups['hero']).toEqual(['hero_banner'])
  })

  it('writes the three files for a complete folder, and then finds them current', async () => {
    const tree = treeWith({ foo: FOO, shared: { 'fields.ts': '' } })
    const { written, elements } = await generateElementRegistry({ root: tree })
    expect(written).toEqual(Object.values(GENERATED_FILES))
    expect(elements.map((element) => element.type)).toEqual(['foo'])
    const browser = readFileSync(join(tree, GENERATED_FILES.browser), 'utf8')
    expect(browser).toContain("import('../../foo/FooElement')")
    expect(browser).not.toMatch(/^import /m)
    await expect(generateElementRegistry({ root: tree, check: true })).resolves.toBeTruthy()
    writeFileSync(join(tree, GENERATED_FILES.server), '// edited\n')
    await expect(generateElementRegistry({ root: tree, check: true })).rejects.toThrow(
      `${GENERATED_FILES.server} is stale`,
    )
  })

  it('names the type of a folder without a fixture', async () => {
    expect(await problemsOf({ foo: { ...FOO, 'fixture.ts': null } })).toEqual([
      "  src/elements/foo: element 'foo': no fixture.ts: it needs a test fixture (docs/adding-a-content-element.md)",
    ])
    expect(
      await problemsOf({ foo: { ...FOO, 'fixture.ts': 'export const fixture = {}\n' } }),
    ).toEqual([
      "  src/elements/foo: element 'foo': fixture.ts does not export fixtureText, which its tests read (docs/adding-a-content-element.md)",
    ])
  })

  it('names the type of a folder without its one component', async () => {
    expect(await problemsOf({ foo: { ...FOO, 'FooElement.tsx': null } })).toEqual([
      "  src/elements/foo: element 'foo': no component: it needs one <Name>Element.tsx exporting <Name>Element (docs/adding-a-content-element.md)",
    ])
    const two = { ...FOO, 'BarElement.tsx': 'export const BarElement = () => null\n' }
    expect(await problemsOf({ foo: two })).toEqual([
      "  src/elements/foo: element 'foo': two component files (BarElement.tsx, FooElement.tsx): it needs exactly one <Name>Element.tsx (docs/adding-a-content-element.md)",
    ])
    const unexported = { ...FOO, 'FooElement.tsx': 'const FooElement = () => null\n' }
    expect(await problemsOf({ foo: unexported })).toEqual([
      "  src/elements/foo: element 'foo': FooElement.tsx does not export FooElement, its component (docs/adding-a-content-element.md)",
    ])
  })

  it('names a type that is not its folder, or no literal', async () => {
    const definition = (fields: string) =>
      `export const definition = defineElement({ ${fields}, schema: fooSchema })\n`
    expect(
      await problemsOf({ foo: { ...FOO, 'definition.ts': definition("type: 'bar'") } }),
    ).toEqual([
      "  src/elements/foo: element 'bar': its type is in folder 'foo': the type and its folder's name must be one (docs/adding-a-content-element.md)",
    ])
    expect(await problemsOf({ foo: { ...FOO, 'definition.ts': definition('type: FOO') } })).toEqual(
      [
        "  src/elements/foo: element 'foo': `type` must be a string literal, not FOO (docs/adding-a-content-element.md)",
      ],
    )
  })

  it('names the type of a definition with an unknown chunk group', async () => {
    const definition =
      "export const definition = defineElement({\n  type: 'foo',\n  schema: fooSchema,\n  chunk: 'sidebar',\n})\n"
    expect(await problemsOf({ foo: { ...FOO, 'definition.ts': definition } })).toEqual([
      `  src/elements/foo: element 'foo': unknown chunk group 'sidebar' (known: ${CHUNK_GROUP_NAMES.join(', ')}; scripts/element-registry.mjs) (docs/adding-a-content-element.md)`,
    ])
  })

  it('names a folder with a schema but no definition, and every problem at once', async () => {
    const problems = await problemsOf({
      bar: { 'schema.ts': '', 'BarElement.tsx': 'export const BarElement = () => null\n' },
      foo: { ...FOO, 'fixture.ts': null },
    })
    expect(problems).toEqual([
      "  src/elements/bar: element 'bar': no definition.ts, so BarElement.tsx and schema.ts is not registered (docs/adding-a-content-element.md)",
      "  src/elements/foo: element 'foo': no fixture.ts: it needs a test fixture (docs/adding-a-content-element.md)",
    ])
  })
})
