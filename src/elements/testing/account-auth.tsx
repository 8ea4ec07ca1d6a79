import { act } from 'react'
import { vi } from 'vitest'
import type { AccountActions } from '../../account'
import type { ContentElement } from '../../lib/page'
import { loadFormChecks } from '../../lib/form-rules/load-form-checks'
import { accountActionsLoaderOf } from './account'
import { createCommerce } from './commerce'
import { column, renderAndHydrate } from './harness'

/** Account actions that record their calls and answer as told (success by default). */
export const fakeAccountActions = (overrides: Partial<AccountActions> = {}) => {
  const customer = { firstname: 'Anna', lastname: 'Schmidt', email: 'kunde@example.com' }
  const actions = {
    signIn: vi.fn(async () => true),
    signOut: vi.fn(async () => true),
    register: vi.fn(async () => true),
    requestPasswordReset: vi.fn(async () => true),
    resetPassword: vi.fn(async () => true),
    loadCustomer: vi.fn(async () => customer),
    updateName: vi.fn(async (input: { firstname: string; lastname: string }) => ({
      ...customer,
      ...input,
    })),
    updateEmail: vi.fn(async (input: { email: string }) => ({ ...customer, email: input.email })),
    changePassword: vi.fn(async () => true),
    continueTo: vi.fn(async () => true),
    ...overrides,
  }
  return actions
}

/** Server-renders and hydrates `element` with fake account actions; the form checks loaded. */
export async function mountAccountElement(
  element: ContentElement,
  { cookies = '', actions = fakeAccountActions() } = {},
) {
  const commerce = createCommerce({ cookies })
  const withActions = {
    ...commerce,
    account: {
      ...commerce.account,
      actions: accountActionsLoaderOf(actions as unknown as AccountActions),
    },
  }
  const result = await renderAndHydrate(column([element], {}, withActions))
  await act(async () => void (await loadFormChecks()))
  return { ...result, actions }
}

/** Types into a field as a user does. */
export async function typeInto(container: HTMLElement, name: string, value: string, index = 0) {
  const control = container.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)[index]
  if (!control) throw new Error(`no field ${name}`)
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Submits a form as the browser does and lets its async handlers settle. */
export async function submit(form: HTMLFormElement | null | undefined) {
  if (!form) throw new Error('no form')
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

export const fieldMessage = (container: HTMLElement, name: string) => {
  const input = container.querySelector(`input[name="${name}"]`)
  const id = input
    ?.getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'))
  return id ? (container.querySelector(`#${CSS.escape(id)}`)?.textContent ?? null) : null
}
