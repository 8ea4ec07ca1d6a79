// @vitest-environment happy-dom
import { act } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { render } from '../../../test/support/render'
import { QuantityField, type QuantityFieldProps, type QuantitySteps } from './QuantityField'

const field = (props: Partial<QuantityFieldProps> = {}) => (
  <QuantityField id="c1-qty" label="Menge" value="2" max={999} onChange={() => {}} {...props} />
)

const steps = (overrides: Partial<QuantitySteps> = {}): QuantitySteps => ({
  decreaseLabel: 'Menge verringern',
  increaseLabel: 'Menge erhöhen',
  canDecrease: true,
  canIncrease: true,
  onStep: () => {},
  ...overrides,
})

/** Sets an input's value as typing does, so that React sees the change. */
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })

describe('QuantityField', () => {
  it('renders a labelled whole-number input from 1 when given no steps', () => {
    const html = renderToStaticMarkup(field())
    expect(html).toContain('<label class="sf-field__label sf-field__label--quiet" for="c1-qty">')
    expect(html).toContain(
      '<input id="c1-qty" class="sf-field__input sf-field__input--quantity" type="number"' +
        ' inputMode="numeric" min="1" max="999" step="1" value="2"/>',
    )
    expect(html).not.toContain('<button')
  })

  it('wires label, error and further descriptions to the input when invalid', () => {
    const { container, unmount } = render(
      field({ error: 'Bitte 1 bis 999', errorId: 'c1-error', describedBy: 'c1-name' }),
    )
    const input = container.querySelector('input')
    const error = container.querySelector('[role="alert"]')
    expect(input?.labels?.[0]?.textContent).toBe('Menge')
    expect(input?.getAttribute('aria-invalid')).toBe('true')
    expect(input?.getAttribute('aria-describedby')).toBe(`${error?.id} c1-name`)
    expect(error?.textContent).toBe('Bitte 1 bis 999')
    unmount()
  })

  it('reports what is typed, also what is not a quantity, and when it is left', () => {
    const onChange = vi.fn()
    const onBlur = vi.fn()
    const { container, unmount } = render(field({ onChange, onBlur }))
    const input = container.querySelector('input')!
    type(input, '1.5')
    expect(onChange).toHaveBeenLastCalledWith('1.5')
    act(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
    expect(onBlur).toHaveBeenCalledOnce()
    unmount()
  })

  it('puts − and + around the input when given steps, both describing like the input', () => {
    const onStep = vi.fn()
    const { container, unmount } = render(
      field({ labelLook: 'hidden', describedBy: 'c1-name', steps: steps({ onStep }) }),
    )
    const group = container.querySelector('.sf-quantity')
    const [minus, plus] = [...(group?.querySelectorAll('button') ?? [])]
    expect([...(group?.children ?? [])].map((child) => child.tagName)).toEqual([
      'BUTTON',
      'INPUT',
      'BUTTON',
    ])
    expect(container.querySelector('input')?.className).toBe('sf-quantity__input')
    expect(container.querySelector('label')?.className).toBe('visually-hidden')
    expect(minus?.getAttribute('aria-label')).toBe('Menge verringern')
    expect(plus?.getAttribute('aria-label')).toBe('Menge erhöhen')
    expect(minus?.getAttribute('aria-describedby')).toBe('c1-name')
    expect(minus?.type).toBe('button')
    act(() => minus?.click())
    act(() => plus?.click())
    expect(onStep.mock.calls).toEqual([[-1], [1]])
    unmount()
  })

  it('marks a step aria-disabled, still focusable, at a limit', () => {
    const html = renderToStaticMarkup(field({ steps: steps({ canDecrease: false }) }))
    expect(html).toContain('aria-label="Menge verringern" aria-disabled="true"')
    expect(html).not.toContain('aria-label="Menge erhöhen" aria-disabled')
    expect(html).not.toContain('disabled=""')
  })

  it('disables the input when asked', () => {
    expect(renderToStaticMarkup(field({ disabled: true }))).toContain('disabled=""')
  })
})
