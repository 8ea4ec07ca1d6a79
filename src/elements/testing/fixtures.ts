import type { ContentElement } from '../../lib/page'
import type { ElementType } from '../registry'

/** What each element folder's fixture.ts exports (docs/adding-a-content-element.md). */
interface FixtureModule {
  /** One realistic element of the folder's CType, as the worker hands it to the React tree. */
  fixture: ContentElement
  /** A text the fixture shows once rendered. */
  fixtureText: string
}

/**
 * Vite's import.meta.glob: the tests run through Vite (vitest), which finds every
 * src/elements/<CType>/fixture.ts itself. The app's bundlers cannot glob (which is why the
 * registry's maps are generated: scripts/element-registry.mjs, which also fails for an element
 * folder without a fixture.ts).
 */
type EagerGlob = (pattern: string, options: { eager: true }) => Record<string, FixtureModule>

const modules = (import.meta as ImportMeta & { glob: EagerGlob }).glob('../*/fixture.ts', {
  eager: true,
})

/** '../text/fixture.ts' → 'text': the folder is the CType. */
const typeOf = (path: string) => path.split('/')[1] as ElementType

const byType = <V>(read: (module: FixtureModule) => V): Record<ElementType, V> =>
  Object.fromEntries(
    Object.entries(modules).map(([path, module]) => [typeOf(path), read(module)]),
  ) as Record<ElementType, V>

/** One realistic element per registered CType: its folder's `fixture`. */
export const fixtureByType: Record<ElementType, ContentElement> = byType((module) => module.fixture)

/** Per CType, a text its fixture shows once rendered (../ssr.test.tsx): proof that it rendered. */
export const fixtureTextByType: Record<ElementType, string> = byType((module) => module.fixtureText)
