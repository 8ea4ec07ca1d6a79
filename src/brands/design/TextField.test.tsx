// @vitest-environment happy-dom
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchHydration } from '../../../test/support/watch-hydration'
import { createI18n } from '../../lib/create-i18n'
import { checkedField, type FieldSpec } from '../../lib/form-rules/field-spec'
import { loadFormChecks } from '../../lib/form-rules/load-form-checks'
import { useFormValidation } from '../../lib/form-rules/use-form-validation'
import { I18nContext, PageTextsContext, type Translate } from '../../lib/i18n'
import { DE } from '../../lib/texts/de'
import { FormAnnouncer } from './FormAnnouncer'
import { TextField } from './TextField'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A registration form as the account forms will write one. */
const FIELDS: FieldSpec[] = [
  { name: 'email', label: 'E-Mail-Adresse', purpose: 'username', required: true },
  { name: 'password', label: 'Passwort', purpose: 'newPassword', required: true },
  {
    name: 'password_confirmation',
    label: 'Passwort wiederholen',
    purpose: 'newPassword',
    rules: [{ kind: 'confirmed', target: 'password', targetLabel: 'Passwort' }],
  },
  { name: 'street', label: 'Straße und Hausnummer', purpose: 'street' },
  { name: 'postcode', label: 'PLZ', purpose: 'postcode' },
]
const CHECKED = FIELDS.map(checkedField)

function RegisterForm({ onValidSubmit }: { onValidSubmit?: (form: HTMLFormElement) => void }) {
  const { messages, announcement, formProps } = useFormValidation({
    fields: CHECKED,
    ...(onValidSubmit ? { onValidSubmit } : {}),
  })
  return (
    <form method="post" action="/konto/registrieren" {...formProps}>
      <FormAnnouncer>{announcement}</FormAnnouncer>
      {FIELDS.map((field) => (
        <TextField key={field.name} field={field} message={messages[field.name] ?? ''} />
      ))}
      <button type="submit">Konto anlegen</button>
    </form>
  )
}

const german = createI18n('de', DE).t
const tree = (props: { onValidSubmit?: (form: HTMLFormElement) => void } = {}) => (
  <I18nContext.Provider value={german}>
    <RegisterForm {...props} />
  </I18nContext.Provider>
)

const mounted: (() => void)[] = []
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()))

/**
 * Server HTML in the document, optionally typed into, then hydrated; with the form's checks
 * loaded as a first focus loads them, unless `lazy`.
 */
async function hydrate(
  typeBefore: (container: HTMLElement) => void = () => {},
  props = {},
  lazy = false,
) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree(props))
  document.body.appendChild(container)
  typeBefore(container)
  const { root, mismatches } = await watchHydration(container, tree(props))
  mounted.push(() => {
    act(() => root.unmount())
    container.remove()
  })
  expect(mismatches).toEqual([])
  if (!lazy) await act(async () => void (await loadFormChecks()))
  const form = container.querySelector('form')
  if (!form) throw new Error('no form')
  return { container, form }
}

const input = (container: HTMLElement, name: string) => {
  const found = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  if (!found) throw new Error(`no input ${name}`)
  return found
}

/** Typing as a shopper does: an input event per change, which must not check anything. */
const typeInto = (control: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })
const leave = (control: HTMLInputElement) =>
  act(async () => {
    control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
const submit = async (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  await act(async () => void form.dispatchEvent(event))
  return !event.defaultPrevented
}
const messageOf = (container: HTMLElement, name: string) =>
  container.querySelector(`#field-${name}-error`)?.textContent ?? null

/**
 * A press on `target` that first moves the focus out of `field`, as a mouse does: pointerdown,
 * then the blur; `release` lifts it (pointerup, and the click dispatched in the same task).
 */
const pressFrom = async (field: HTMLInputElement, target: HTMLElement) => {
  await act(async () => {
    target.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 1, bubbles: true }))
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: target }))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return {
    release: () =>
      act(async () => {
        target.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1, bubbles: true }))
        target.click()
        await new Promise((resolve) => setTimeout(resolve, 0))
      }),
  }
}

describe('TextField with useFormValidation', () => {
  it('renders a form that works as plain HTML: names, types, autocomplete, constraints', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree())
    const form = container.querySelector('form')
    // The browser's own checks guard the native POST until the form's checks have loaded.
    expect(form?.hasAttribute('novalidate')).toBe(false)
    const attributes = (name: string) => {
      const control = input(container, name)
      return {
        type: control.type,
        autocomplete: control.getAttribute('autocomplete'),
        required: control.required,
        label: container.querySelector(`label[for="${control.id}"]`)?.textContent,
      }
    }
    expect(attributes('email')).toEqual({
      type: 'email',
      autocomplete: 'username',
      required: true,
      label: 'E-Mail-Adresse *',
    })
    expect(attributes('password')).toMatchObject({
      type: 'password',
      autocomplete: 'new-password',
    })
    expect(input(container, 'password').minLength).toBe(8)
    expect(input(container, 'password').pattern).not.toBe('')
    expect(attributes('street')).toMatchObject({ autocomplete: 'address-line1', required: false })
    expect(attributes('postcode')).toMatchObject({ type: 'text', autocomplete: 'postal-code' })
    expect(container.querySelector('[role="status"]')?.textContent).toBe('')
  })

  it('keeps what was typed before hydration, and validates itself once hydrated', async () => {
    const { container, form } = await hydrate(
      (html) => {
        input(html, 'email').value = 'anna@example.com'
      },
      {},
      true,
    )
    expect(input(container, 'email').value).toBe('anna@example.com')
    // The site's checks speak once the page runs, before their code arrived too (the submit
    // waits for it): never the browser's bubble for an early click.
    expect(form.noValidate).toBe(true)
    await act(async () => {
      input(container, 'email').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      await loadFormChecks()
    })
    expect(input(container, 'email').value).toBe('anna@example.com')
  })

  it('checks a field when it is left, not while typing, and ties and announces the message', async () => {
    const { container } = await hydrate()
    const email = input(container, 'email')
    await typeInto(email, 'a..b@x.de')
    expect(messageOf(container, 'email')).toBeNull()
    await leave(email)
    const message = 'E-Mail-Adresse ist keine gültige E-Mail-Adresse.'
    expect(messageOf(container, 'email')).toBe(message)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe('field-email-error')
    // One polite live region speaks it; the message itself is no alert of its own.
    expect(container.querySelector('[role="status"]')?.textContent).toBe(message)
    expect(container.querySelector('[role="alert"]')).toBeNull()
    await typeInto(email, 'anna@example.com')
    expect(messageOf(container, 'email')).toBe(message)
    await leave(email)
    expect(messageOf(container, 'email')).toBeNull()
    expect(email.hasAttribute('aria-invalid')).toBe(false)
  })

  it('shows the texts SPEC.md names for a weak password and a street without a number', async () => {
    const { container } = await hydrate()
    await typeInto(input(container, 'password'), 'Zink20!')
    await leave(input(container, 'password'))
    expect(messageOf(container, 'password')).toBe(DE['message.password-strength'])
    await typeInto(input(container, 'street'), 'Hauptstraße')
    await leave(input(container, 'street'))
    expect(messageOf(container, 'street')).toBe(DE['form.message.street-must-include-number'])
  })

  it('stops an invalid submission, focuses the first invalid field and says how many', async () => {
    const { container, form } = await hydrate()
    await typeInto(input(container, 'password'), 'Zink2024!')
    await typeInto(input(container, 'password_confirmation'), 'Zink2025!')
    expect(await submit(form)).toBe(false)
    expect(messageOf(container, 'email')).toBe('Bitte füllen Sie E-Mail-Adresse aus.')
    expect(messageOf(container, 'password_confirmation')).toBe(
      'Passwort wiederholen stimmt nicht mit Passwort überein.',
    )
    expect(document.activeElement).toBe(input(container, 'email'))
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Bitte prüfen Sie die markierten Felder (2).',
    )
  })

  it('hands a valid form to the script that sends it', async () => {
    const onValidSubmit = vi.fn()
    const { container, form } = await hydrate(() => {}, { onValidSubmit })
    await typeInto(input(container, 'email'), 'anna@example.com')
    await typeInto(input(container, 'password'), 'Zink2024!')
    await typeInto(input(container, 'password_confirmation'), 'Zink2024!')
    await typeInto(input(container, 'street'), 'Hauptstraße 5')
    expect(await submit(form)).toBe(false)
    expect(onValidSubmit).toHaveBeenCalledWith(form, expect.any(Function))
    expect(container.querySelectorAll('.sf-field__error')).toHaveLength(0)
  })

  it('keeps a corrected message in place while the press that left the field lasts: the click counts', async () => {
    const onValidSubmit = vi.fn()
    const { container } = await hydrate(() => {}, { onValidSubmit })
    const email = input(container, 'email')
    await typeInto(email, 'a..b@x.de')
    await leave(email)
    await typeInto(email, 'anna@example.com')
    await typeInto(input(container, 'password'), 'Zink2024!')
    await typeInto(input(container, 'password_confirmation'), 'Zink2024!')
    const button = container.querySelector('button')
    if (!button) throw new Error('no button')
    const press = await pressFrom(email, button)
    // Nothing below the field moved while the pointer is down: the button is where it was.
    expect(messageOf(container, 'email')).toBe('E-Mail-Adresse ist keine gültige E-Mail-Adresse.')
    await press.release()
    expect(onValidSubmit).toHaveBeenCalledOnce()
    expect(messageOf(container, 'email')).toBeNull()
    expect(email.hasAttribute('aria-invalid')).toBe(false)
  })

  it('holds a message that the press would bring until it is released, then shows and speaks it', async () => {
    const { container } = await hydrate()
    const email = input(container, 'email')
    await typeInto(email, 'a..b@x.de')
    const press = await pressFrom(email, input(container, 'password'))
    expect(messageOf(container, 'email')).toBeNull()
    await press.release()
    const message = 'E-Mail-Adresse ist keine gültige E-Mail-Adresse.'
    expect(messageOf(container, 'email')).toBe(message)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(container.querySelector('[role="status"]')?.textContent).toBe(message)
  })

  it('drops the waiting check when the click checked the whole form: its summary is spoken', async () => {
    const { container } = await hydrate()
    const email = input(container, 'email')
    await typeInto(email, 'a..b@x.de')
    const button = container.querySelector('button')
    if (!button) throw new Error('no button')
    const press = await pressFrom(email, button)
    await press.release()
    expect(messageOf(container, 'email')).toBe('E-Mail-Adresse ist keine gültige E-Mail-Adresse.')
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Bitte prüfen Sie die markierten Felder (2).',
    )
  })
})

// After the others: it loads the form's checks, which one of them expects not loaded yet.
describe('useFormValidation before the texts file arrived', () => {
  it("makes a field's message once the page's texts file is there, so a failed field never reads as valid", async () => {
    let arrived = false
    let arrive = () => {}
    const file = new Promise<void>((resolve) => {
      arrive = () => {
        arrived = true
        resolve()
      }
    })
    // The browser's translator: '' for a text whose file has not arrived (services/translations.ts).
    const t: Translate = (key, values) => (arrived ? german(key, values) : '')
    const late = (
      <PageTextsContext
        value={{ loaded: () => arrived, load: () => file, loadWithValues: () => file }}
      >
        <I18nContext value={t}>
          <RegisterForm />
        </I18nContext>
      </PageTextsContext>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(late)
    document.body.appendChild(container)
    const { root } = await watchHydration(container, late)
    mounted.push(() => {
      act(() => root.unmount())
      container.remove()
    })
    await act(async () => void (await loadFormChecks()))
    const email = input(container, 'email')
    await typeInto(email, 'kein-at-zeichen')
    await leave(email)
    expect(messageOf(container, 'email') ?? '').toBe('')
    await act(async () => {
      arrive()
      await file
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(messageOf(container, 'email')).toBe('E-Mail-Adresse ist keine gültige E-Mail-Adresse.')
  })
})
