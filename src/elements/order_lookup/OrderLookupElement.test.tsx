// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROCESSING_ORDER, stubOrderActions, withOrderActions } from '../testing/order-fixtures'
import { orderLookupElement } from '../testing'
import { createCommerce } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

const render = async (overrides: Parameters<typeof stubOrderActions>[0] = {}) => {
  const stub = stubOrderActions(overrides)
  const commerce = withOrderActions(createCommerce(), stub.actions)
  const result = await renderAndHydrate(column([orderLookupElement], {}, commerce))
  expect(result.mismatches).toEqual([])
  return { ...result, calls: stub.calls }
}

const fillIn = (form: HTMLFormElement, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values))
    (form.elements.namedItem(name) as HTMLInputElement).value = value
}

describe('order lookup element', () => {
  afterEach(() => cleanupHydrated())

  it('renders a working form on the server: labels, types, autocomplete', async () => {
    const { html, container } = await render()
    expect(html).toContain('Bestellnummer')
    const inputs = [...container.querySelectorAll('input')].map((input) => [
      input.name,
      input.type,
      input.getAttribute('autocomplete'),
      input.required,
    ])
    expect(inputs).toEqual([
      ['number', 'text', null, true],
      ['email', 'email', 'email', true],
      ['lastname', 'text', 'family-name', true],
    ])
  })

  it('shows the order it found', async () => {
    const { container, calls } = await render()
    const form = container.querySelector('form')!
    fillIn(form, { number: ' 100000005 ', email: 'gast@example.com', lastname: 'Gast' })
    await act(async () => form.requestSubmit())
    // The form's checks load with the first submission.
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await settle()
    expect(calls).toEqual([
      ['lookupGuestOrder', { number: ' 100000005 ', email: 'gast@example.com', lastname: 'Gast' }],
    ])
    expect(container.querySelector('h2')?.textContent).toBe(`Bestellung ${PROCESSING_ORDER.number}`)
    expect(container.textContent).toContain('In Bearbeitung')
    // A guest neither reorders nor returns from here.
    expect(container.textContent).not.toContain('Erneut bestellen')
  })

  it('shows the shop’s answer at the form when nothing was found', async () => {
    const { container } = await render({
      lookupGuestOrder: () =>
        Promise.resolve({
          ok: false,
          message: 'Zu diesen Angaben haben wir keine Bestellung gefunden.',
        }),
    })
    const form = container.querySelector('form')!
    fillIn(form, { number: '199999999', email: 'gast@example.com', lastname: 'Gast' })
    await act(async () => form.requestSubmit())
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull())
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Zu diesen Angaben haben wir keine Bestellung gefunden.',
    )
    expect(container.querySelector('form')).not.toBeNull()
  })
})
