// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadFormChecks } from '../../lib/form-rules/load-form-checks'
import { parseContentElement } from '../registry/schemas'
import { formFrameworkElement } from '../testing'
import {
  cleanupHydrated,
  column,
  renderAndHydrate,
  renderStatic,
  withStorefront,
} from '../testing/harness'
import type { FormAnswer, FormResult } from './form-model'
import { FormFrameworkElement } from './FormFrameworkElement'
import type { FormFrameworkContent } from './schema'

/**
 * The form sent through the worker: by script once the page runs (the worker's JSON answer shown
 * in place), and as the worker renders it after a post without JavaScript (`form.result`).
 */

const FIELD = (identifier: string) => `#c801-field-${identifier}`

/** The worker, as the form's script sees it: answers in turn, the requests it got. */
let requests: { url: string; method: string; body: string; accept: string | null }[]
let answers: (() => Promise<Response>)[]
const originalFetch = globalThis.fetch

beforeEach(() => {
  requests = []
  answers = []
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: String(init?.body),
      accept: new Headers(init?.headers).get('accept'),
    })
    const answer = answers.shift()
    if (!answer) throw new Error('the test gave the worker no answer')
    return answer()
  }
})

afterEach(() => {
  globalThis.fetch = originalFetch
  cleanupHydrated()
})

const answerWith = (body: FormAnswer, status = 200) =>
  answers.push(async () => Response.json(body, { status }))

async function mountForm() {
  const result = await renderAndHydrate(column([formFrameworkElement]))
  expect(result.mismatches).toEqual([])
  await act(async () => void (await loadFormChecks()))
  const form = result.container.querySelector('form')
  if (!form) throw new Error('no form rendered')
  return { container: result.container, form }
}

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

/** Fills in the form validly, submits it and lets the worker's answer arrive. */
async function fillAndSubmit(container: HTMLElement, form: HTMLFormElement) {
  await typeInto(container.querySelector(FIELD('vorname')), 'Anna')
  await typeInto(container.querySelector(FIELD('nachname')), 'Berg')
  await typeInto(container.querySelector(FIELD('email')), 'anna@example.com')
  await typeInto(container.querySelector('textarea'), 'Wie nehme ich Zink ein?')
  await act(async () => container.querySelector<HTMLInputElement>(FIELD('datenschutz'))?.click())
  const event = new Event('submit', { bubbles: true, cancelable: true })
  await act(async () => void form.dispatchEvent(event))
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
  return event
}

/** The element as the worker renders it after a post without JavaScript. */
const withResult = (result: FormResult, errors: Record<string, string> = {}) => {
  const parsed = parseContentElement(formFrameworkElement)
  const content = parsed.content as FormFrameworkContent
  const form = { ...content.form, result, errors }
  return { element: parsed, content: { ...content, form } }
}

const renderResult = (result: FormResult, errors: Record<string, string> = {}) => {
  const { element, content } = withResult(result, errors)
  return renderStatic(
    withStorefront(<FormFrameworkElement element={element} content={content} priority={false} />),
  )
}

describe('FormFrameworkElement, sent by script', () => {
  it('sends a valid form to its action as the browser would post it, asking for JSON', async () => {
    answerWith({ status: 'success', message: '' })
    const { container, form } = await mountForm()
    const event = await fillAndSubmit(container, form)

    expect(event.defaultPrevented).toBe(true)
    expect(requests).toHaveLength(1)
    expect(requests[0]?.method).toBe('POST')
    expect(requests[0]?.url).toContain('tx_form_formframework%5Baction%5D=perform')
    expect(requests[0]?.accept).toBe('application/json')
    const body = new URLSearchParams(requests[0]?.body)
    expect(body.get('tx_form_formframework[kontakt-801][email]')).toBe('anna@example.com')
    expect(body.get('tx_form_formframework[kontakt-801][__state]')).toBe('c3RhdGU=9f8e7d')
  })

  it("shows the CMS's thanks in place of the form and moves the focus to them", async () => {
    answerWith({ status: 'success', message: 'Danke, Anna! Wir melden uns.' })
    const { container, form } = await mountForm()
    await fillAndSubmit(container, form)

    expect(container.querySelector('form')).toBeNull()
    const thanks = container.querySelector('.ce-form__success')
    expect(thanks?.textContent).toBe('Nachricht gesendetDanke, Anna! Wir melden uns.')
    expect(document.activeElement).toBe(thanks)
  })

  it("shows the CMS's messages beside the fields and focuses the first it refused", async () => {
    answerWith({ status: 'invalid', errors: { email: 'Diese Adresse kennen wir nicht.' } }, 422)
    const { container, form } = await mountForm()
    await fillAndSubmit(container, form)

    expect(container.querySelector(`${FIELD('email')}-error`)?.textContent).toBe(
      'Diese Adresse kennen wir nicht.',
    )
    expect(document.activeElement).toBe(container.querySelector(FIELD('email')))
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Ihre Nachricht wurde nicht gesendet: Bitte prüfen Sie die markierten Felder.',
    )
  })

  it('keeps every value and says nothing was sent when the worker cannot be reached', async () => {
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')))
    const { container, form } = await mountForm()
    await fillAndSubmit(container, form)

    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'konnte gerade nicht gesendet werden',
    )
    expect(container.querySelector<HTMLInputElement>(FIELD('email'))?.value).toBe(
      'anna@example.com',
    )
    expect(container.querySelector('textarea')?.value).toBe('Wie nehme ich Zink ein?')
  })

  it('says how long to wait when the client sent too many', async () => {
    answerWith({ status: 'limited', retryAfter: 290 }, 429)
    const { container, form } = await mountForm()
    await fillAndSubmit(container, form)

    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in 5 Minuten noch einmal.',
    )
  })

  it('sends nothing while the form has invalid fields', async () => {
    const { form } = await mountForm()
    const event = new Event('submit', { bubbles: true, cancelable: true })
    await act(async () => void form.dispatchEvent(event))

    expect(event.defaultPrevented).toBe(true)
    expect(requests).toHaveLength(0)
  })
})

describe('FormFrameworkElement, as the worker renders it after a post without JavaScript', () => {
  it("shows the CMS's thanks instead of the form", () => {
    const container = renderResult({ status: 'success', message: 'Danke für Ihre Nachricht!' })
    expect(container.querySelector('form')).toBeNull()
    expect(container.querySelector('.ce-form__success-text')?.textContent).toBe(
      'Danke für Ihre Nachricht!',
    )
  })

  it("shows the storefront's thanks when the CMS sent none", () => {
    const container = renderResult({ status: 'success', message: '' })
    expect(container.querySelector('.ce-form__success-text')?.textContent).toBe(
      'Ihre Nachricht ist bei uns angekommen. Wir melden uns so bald wie möglich bei Ihnen.',
    )
  })

  it('shows why it was not sent above the button, with the messages beside the fields', () => {
    const container = renderResult({ status: 'invalid' }, { email: 'Adresse unbekannt.' })
    expect(container.querySelector('.ce-form__problem')?.textContent).toBe(
      'Ihre Nachricht wurde nicht gesendet: Bitte prüfen Sie die markierten Felder.',
    )
    expect(container.querySelector('[id$="field-email-error"]')?.textContent).toBe(
      'Adresse unbekannt.',
    )
  })

  it('says the CMS could not be reached', () => {
    const container = renderResult({ status: 'unavailable' })
    expect(container.querySelector('.ce-form__problem')?.textContent).toContain(
      'Ihre Eingaben sind erhalten',
    )
    expect(container.querySelector('form')).not.toBeNull()
  })
})
