// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureByType, fixtureTextByType, textElement } from './testing'
import { cleanupHydrated, column, renderAndHydrate } from './testing/harness'
import { ELEMENT_TYPES, type ElementType } from './registry/schemas'
import { createElementComponentLoader } from './registry/lazy-components'
import { elementTypesIn } from './element-types'
import { parseContentElement } from './registry/schemas'
import { createCommerce } from './testing/commerce'

/**
 * A text each fixture must show once rendered: proof that the element really rendered (each
 * folder's fixture.ts says it beside its fixture, as `fixtureText`).
 */
const expectedText: Record<ElementType, string> = fixtureTextByType

const types = ELEMENT_TYPES

describe('content elements: server render and hydration', () => {
  afterEach(cleanupHydrated)

  it('has a fixture and an expected text for every registered CType', () => {
    expect(Object.keys(fixtureByType).sort()).toEqual([...types].sort())
    expect(Object.keys(expectedText).sort()).toEqual([...types].sort())
  })

  it.each(types)(
    'hydrates %s without errors or mismatches when rendered on the server',
    async (type) => {
      const fixture = fixtureByType[type]
      // The browser hydrates with the element code it loaded on demand, the server with all of it.
      const loader = createElementComponentLoader()
      await loader.load(elementTypesIn([parseContentElement(fixture)]))
      const commerce = createCommerce()
      // dev: true, so content the schema rejected would show a placeholder instead of the element.
      const result = await renderAndHydrate(
        column([fixture], { dev: true }, commerce),
        column([fixture], { dev: true }, commerce, loader.components),
      )

      expect(result.mismatches).toEqual([])
      expect(result.container.querySelector('.ce-dev-placeholder')).toBeNull()
      const frame = result.container.querySelector(`#c${fixture.id}`)
      expect(frame?.className).toContain(`frame-type-${type}`)
      expect(frame?.children.length).toBeGreaterThan(0)
      expect(frame?.textContent).toContain(expectedText[type])
    },
  )

  it('hydrates a whole page of every element type without errors', async () => {
    const result = await renderAndHydrate(column(Object.values(fixtureByType)))

    expect(result.mismatches).toEqual([])
    expect(result.container.querySelectorAll('.ce-frame').length).toBeGreaterThanOrEqual(
      types.length,
    )
  })

  it('reports a mismatch when the client tree differs, so the checks above can fail', async () => {
    const changed = { ...textElement, content: { ...textElement.content, header: 'Anders' } }
    const result = await renderAndHydrate(column([textElement]), column([changed]))

    expect(result.mismatches.length).toBeGreaterThan(0)
  })
})
