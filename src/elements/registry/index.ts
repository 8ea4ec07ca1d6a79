/**
 * The element registry: which TYPO3 CTypes the storefront knows, and their code. Each CType is
 * defined once, in its folder (src/elements/<CType>/definition.ts: type, schema, chunk group,
 * fill; beside it its component and its test fixture), and scripts/element-registry.mjs derives
 * the maps from those definitions into ./generated (docs/adding-a-content-element.md). Each map
 * serves one place:
 *
 * - schemas.ts: CType → the zod schema of its `content`. For the worker only, which parses every
 *   element once, when it normalises a CMS answer, before the page is cached
 *   (src/worker/cms/normalise.ts): renders read parsed content, and zod never ships to the
 *   browser. `ContentOf<'textpic'>` is the parsed content of a CType, and types its component.
 * - components.ts: CType → its component, every one at once, for the server, which renders any
 *   page.
 * - lazy-components.ts: CType → a loader of its component, for the browser, which downloads only
 *   the elements of the page it shows, each as a chunk of its own (the worker preloads them).
 * - fills.ts: CType → its server fill, for the worker.
 *
 * This index exports types only: importing it costs the browser nothing. The maps are imported
 * by path, each where it belongs (a barrel naming all of them would put the schemas and every
 * component in each page's first script).
 */
export type { ContentOf, ElementType } from './element-type'
export type {
  ElementComponent,
  ElementComponentMap,
  ElementComponents,
  ElementProps,
  ParsedElement,
} from './element-component'
export type { ElementCode } from './element-components-context'
