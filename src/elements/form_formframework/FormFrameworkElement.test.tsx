// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { germanTranslate } from '../../../test/support/german-texts'
import { loadFormChecks } from '../../lib/form-rules/load-form-checks'
import { I18nContext } from '../../lib/i18n'
import type { ContentElement } from '../../lib/page'
import { contactFormDefinition, element, formFrameworkElement } from '../testing'
import { blur, choose } from '../testing/cart'
import { cleanupHydrated, column, renderAndHydrate, renderStatic } from '../testing/harness'

const FIELD = (identifier: string) => `#c801-field-${identifier}`

/** Server-renders and hydrates the form, failing on any mismatch. */
async function mountForm(
  formElement: ContentElement = formFrameworkElement,
  texts: Record<string, string> = {},
) {
  const tree = (
    <I18nContext.Provider value={germanTranslate(texts)}>
      {column([formElement])}
    </I18nContext.Provider>
  )
  const result = await renderAndHydrate(tree)
  expect(result.mismatches).toEqual([])
  // The form's checks load with the shopper's first focus; here before the first interaction.
  await act(async () => void (await loadFormChecks()))
  const form = result.container.querySelector('form')
  if (!form) throw new Error('no form rendered')
  return { container: result.container, form }
}

const input = (container: HTMLElement, identifier: string) =>
  container.querySelector<HTMLInputElement>(FIELD(identifier))

/** Submits as the browser does; true when the form's code let the native POST go ahead. */
async function submitForm(form: HTMLFormElement): Promise<boolean> {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  await act(async () => void form.dispatchEvent(event))
  return !event.defaultPrevented
}

/** Types as a user does, into an input or a textarea: React reads what the input event reports. */
async function typeInto(control: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
  if (!control) throw new Error('no field to type into')
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
      control,
      value,
    )
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const errorOf = (container: HTMLElement, identifier: string) =>
  container.querySelector(`${FIELD(identifier)}-error`)?.textContent ?? null

/** The form element with its definition changed by `change`. */
const formWith = (change: (definition: typeof contactFormDefinition) => object) =>
  element(802, 'form_formframework', {
    ...formFrameworkElement.content,
    form: change(structuredClone(contactFormDefinition)),
  })

describe('FormFrameworkElement', () => {
  afterEach(cleanupHydrated)

  it('posts to the action URL TYPO3 gave it, with the submit label of the form', () => {
    const container = renderStatic(column([formFrameworkElement]))
    const form = container.querySelector('form')
    expect(form?.getAttribute('method')).toBe('post')
    expect(form?.getAttribute('action')).toBe(
      '/kontakt?tx_form_formframework%5Baction%5D=perform&tx_form_formframework%5Bcontroller%5D=FormFrontend',
    )
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Nachricht senden')
    // Until the page runs, the browser's own checks guard the native POST.
    expect(form?.hasAttribute('novalidate')).toBe(false)
  })

  it('renders each field under its TYPO3 name with its label, marker, placeholder and constraints', () => {
    const container = renderStatic(column([formFrameworkElement]))
    const email = input(container, 'email')
    expect(email?.getAttribute('name')).toBe('tx_form_formframework[kontakt-801][email]')
    expect(email?.type).toBe('email')
    expect(email?.required).toBe(true)
    expect(email?.placeholder).toBe('name@beispiel.de')
    const label = container.querySelector(`label[for="${email?.id}"]`)
    expect(label?.textContent).toBe('E-Mail-Adresse *')
    expect(label?.querySelector('[aria-hidden="true"]')?.textContent).toBe(' *')
    expect(email?.getAttribute('aria-describedby')).toBe('c801-field-email-description')
    expect(container.querySelector('#c801-field-email-description')?.textContent).toBe(
      'Wir antworten Ihnen an diese Adresse.',
    )
    expect(input(container, 'vorname')?.autocomplete).toBe('given-name')
    expect(container.querySelector('textarea')?.getAttribute('minlength')).toBe('10')
    const select = container.querySelector('select')
    expect([...(select?.options ?? [])].map((option) => [option.value, option.text])).toEqual([
      ['', 'Bitte wählen'],
      ['produkt', 'Frage zu einem Produkt'],
      ['bestellung', 'Meine Bestellung'],
    ])
  })

  it('groups radio buttons in a fieldset whose legend is the label, the default checked', () => {
    const container = renderStatic(column([formFrameworkElement]))
    const group = container.querySelector('fieldset.ce-form__choices')
    expect(group?.querySelector('legend')?.textContent).toBe('Rückruf gewünscht?')
    const radios = [...(group?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])]
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
      ['ja', false],
      ['nein', true],
    ])
    expect(container.querySelector(`label[for="${radios[0]?.id}"]`)?.textContent).toBe('Ja, bitte')
  })

  it('sends the round-trip fields, an empty twin of the checkbox and a trap people never reach', () => {
    const container = renderStatic(column([formFrameworkElement]))
    const hidden = (identifier: string) =>
      container.querySelector<HTMLInputElement>(
        `input[type="hidden"][name="tx_form_formframework[kontakt-801][${identifier}]"]`,
      )?.value
    expect(hidden('__state')).toBe('c3RhdGU=9f8e7d')
    expect(hidden('__currentPage')).toBe('1')
    expect(hidden('datenschutz')).toBe('')
    const trap = container.querySelector('.ce-form__trap')
    expect(trap?.getAttribute('aria-hidden')).toBe('true')
    expect(trap?.querySelector('input')?.getAttribute('tabindex')).toBe('-1')
    expect(container.querySelector('.ce-form__static-text')?.textContent).toContain(
      'um Ihre Anfrage zu beantworten',
    )
  })

  it('checks a field when it is left, not while typing, and names the error for screen readers', async () => {
    const { container, form } = await mountForm()
    expect(form.noValidate).toBe(true)
    const email = input(container, 'email')
    await typeInto(email, 'kunde@')
    expect(errorOf(container, 'email')).toBeNull()
    await blur(email)
    expect(errorOf(container, 'email')).toBe('Diese E-Mail-Adresse stimmt so nicht.')
    expect(email?.getAttribute('aria-invalid')).toBe('true')
    expect(email?.getAttribute('aria-describedby')).toBe(
      'c801-field-email-error c801-field-email-description',
    )
    // Spoken once by the form's live region, not by an alert of the field's own.
    expect(container.querySelector('form [role="status"]')?.textContent).toBe(
      'Diese E-Mail-Adresse stimmt so nicht.',
    )
    expect(container.querySelector('[role="alert"]')).toBeNull()
    await typeInto(email, 'kunde@example.com')
    expect(errorOf(container, 'email')).not.toBeNull()
    await blur(email)
    expect(errorOf(container, 'email')).toBeNull()
    expect(email?.hasAttribute('aria-invalid')).toBe(false)
  })

  it("says the locale's text for the rule when the editor has no message", async () => {
    const { container } = await mountForm()
    await typeInto(container.querySelector('textarea'), 'Kurz')
    await blur(container.querySelector('textarea'))
    expect(errorOf(container, 'nachricht')).toBe(
      'Ihre Nachricht muss mindestens 10 Zeichen lang sein.',
    )
  })

  it("uses the CMS's text for the rule over the storefront's", async () => {
    const texts = { 'form.message.min-length': '{field}: bitte prüfen.' }
    const { container } = await mountForm(formFrameworkElement, texts)
    await typeInto(container.querySelector('textarea'), 'Kurz')
    await blur(container.querySelector('textarea'))
    expect(errorOf(container, 'nachricht')).toBe('Ihre Nachricht: bitte prüfen.')
  })

  it('checks a choice when it changes', async () => {
    const required = formWith((definition) => {
      const select = definition.elements[2] as { validators?: unknown[] }
      select.validators = [
        { identifier: 'NotEmpty', errorMessage: 'Bitte wählen Sie ein Anliegen.' },
      ]
      return definition
    })
    const { container } = await mountForm(required)
    const select = container.querySelector('select')
    await choose(select, 'produkt')
    await choose(select, '')
    expect(container.querySelector('#c802-field-anliegen-error')?.textContent).toBe(
      'Bitte wählen Sie ein Anliegen.',
    )
  })

  it('keeps an invalid form from being sent, shows every message and focuses the first field', async () => {
    const { container, form } = await mountForm()
    expect(await submitForm(form)).toBe(false)
    expect(errorOf(container, 'vorname')).toBe('Bitte ausfüllen.')
    expect(errorOf(container, 'datenschutz')).toBe(
      'Bitte füllen Sie Ich bin mit der Verarbeitung meiner Angaben einverstanden. aus.',
    )
    expect(document.activeElement).toBe(input(container, 'vorname'))
    expect(container.querySelector('form [role="status"]')?.textContent).toBe(
      'Bitte prüfen Sie die markierten Felder (5).',
    )
  })

  // A valid form is sent by script through the worker: ./FormSubmission.test.tsx.

  it("shows the CMS's messages of a failed submission from the start", async () => {
    const failed = formWith((definition) => ({
      ...definition,
      api: { ...definition.api, status: 'failure', errors: { email: 'Adresse unbekannt.' } },
    }))
    const { container } = await mountForm(failed)
    expect(container.querySelector('#c802-field-email-error')?.textContent).toBe(
      'Adresse unbekannt.',
    )
  })

  it('names a field type it does not render in development only', () => {
    const upload = formWith((definition) => ({
      ...definition,
      elements: [{ type: 'FileUpload', identifier: 'datei', label: 'Datei' }],
    }))
    expect(renderStatic(column([upload], { dev: true })).textContent).toContain(
      'Unsupported form field: FileUpload (datei)',
    )
    expect(renderStatic(column([upload])).querySelector('.ce-dev-placeholder')).toBeNull()
  })
})
