// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { render } from '../../../test/support/render'
import { Field, FieldError, fieldLabelClassName, type FieldProps } from './Field'

const textField = (props: Partial<FieldProps> = {}) => (
  <Field id="c1-code" label="Code" {...props}>
    {(control) => <input {...control} type="text" />}
  </Field>
)

/** Mounts the field and returns its control, label and error. */
const mount = (props: Partial<FieldProps> = {}) => {
  const rendered = render(textField(props))
  const { container } = rendered
  return {
    ...rendered,
    input: container.querySelector('input'),
    label: container.querySelector('label'),
    error: container.querySelector('[role="alert"]'),
  }
}

describe('Field', () => {
  it('renders a stacked label and input, valid and undescribed, when given no options', () => {
    expect(renderToStaticMarkup(textField())).toBe(
      '<div class="sf-field sf-field--stacked">' +
        '<label class="sf-field__label sf-field__label--quiet" for="c1-code">Code</label>' +
        '<input id="c1-code" class="sf-field__input" type="text"/>' +
        '</div>',
    )
  })

  it('names the control by its label when rendered', () => {
    const { input, label, unmount } = mount()
    expect(label?.htmlFor).toBe('c1-code')
    expect(input?.id).toBe('c1-code')
    expect(input?.labels?.[0]).toBe(label)
    unmount()
  })

  it('marks the control invalid and describes it by the error when given one', () => {
    const { input, error, unmount } = mount({ error: 'Ungültiger Code' })
    expect(error?.textContent).toBe('Ungültiger Code')
    expect(error?.id).toBe('c1-code-error')
    expect(input?.getAttribute('aria-invalid')).toBe('true')
    expect(input?.getAttribute('aria-describedby')).toBe('c1-code-error')
    unmount()
  })

  it('reads the error before the further descriptions, and only these while valid', () => {
    const invalid = mount({ error: 'Falsch', errorId: 'c1-error', describedBy: 'c1-name' })
    expect(invalid.input?.getAttribute('aria-describedby')).toBe('c1-error c1-name')
    expect(invalid.error?.id).toBe('c1-error')
    invalid.unmount()

    const valid = mount({ error: false, errorId: 'c1-error', describedBy: 'c1-name' })
    expect(valid.input?.getAttribute('aria-describedby')).toBe('c1-name')
    expect(valid.input?.hasAttribute('aria-invalid')).toBe(false)
    expect(valid.error).toBeNull()
    valid.unmount()
  })

  it('points at a message shown elsewhere when only marked invalid', () => {
    const { input, error, unmount } = mount({ invalid: true, errorId: 'c1-group-error' })
    expect(error).toBeNull()
    expect(input?.getAttribute('aria-invalid')).toBe('true')
    expect(input?.getAttribute('aria-describedby')).toBe('c1-group-error')
    unmount()
  })

  it('puts a stacked control and its addon in one row, and an inline one in the field itself', () => {
    const addon = <button type="submit">OK</button>
    const stacked = renderToStaticMarkup(textField({ addon }))
    expect(stacked).toContain('<div class="sf-field__row"><input')
    expect(stacked).toContain('<button type="submit">OK</button></div></div>')

    const inline = renderToStaticMarkup(textField({ addon, layout: 'inline' }))
    expect(inline).toContain('class="sf-field sf-field--inline"')
    expect(inline).not.toContain('sf-field__row')
  })

  it.each(['strong', 'hidden'] as const)('gives the label the %s look when asked', (look) => {
    const html = renderToStaticMarkup(textField({ labelLook: look }))
    expect(html).toContain(`<label class="${fieldLabelClassName(look)}" for="c1-code">`)
  })

  it('hides a hidden label visually only', () => {
    expect(fieldLabelClassName('hidden')).toBe('visually-hidden')
  })

  it('adds the caller classes to the field and the control', () => {
    const html = renderToStaticMarkup(textField({ className: 'x', controlClassName: 'y' }))
    expect(html).toContain('class="sf-field sf-field--stacked x"')
    expect(html).toContain('class="sf-field__input y"')
  })

  it('leaves the control to the caller, with its own props and handlers', () => {
    const onChange = vi.fn()
    const { container, unmount } = render(
      <Field id="c1-country" label="Land" error="Bitte wählen">
        {(control) => (
          <select {...control} value="AT" onChange={onChange}>
            <option value="DE">Deutschland</option>
            <option value="AT">Österreich</option>
          </select>
        )}
      </Field>,
    )
    const select = container.querySelector('select')
    expect(select?.value).toBe('AT')
    expect(select?.labels?.[0]?.textContent).toBe('Land')
    expect(select?.getAttribute('aria-describedby')).toBe('c1-country-error')
    select?.dispatchEvent(new Event('change', { bubbles: true }))
    expect(onChange).toHaveBeenCalledOnce()
    unmount()
  })
})

describe('FieldError', () => {
  it('renders an alert with the given id', () => {
    expect(renderToStaticMarkup(<FieldError id="e">Falsch</FieldError>)).toBe(
      '<p id="e" class="sf-field__error" role="alert">Falsch</p>',
    )
  })
})
