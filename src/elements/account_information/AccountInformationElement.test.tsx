// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { tokenCookie } from '../../shop/testing'
import { accountInformationElement } from '../testing'
import {
  fakeAccountActions,
  fieldMessage,
  mountAccountElement,
  submit,
  typeInto,
} from '../testing/account-auth'
import { cleanupHydrated } from '../testing/harness'

const formOf = (container: HTMLElement, part: string) =>
  container.querySelector<HTMLFormElement>(`.ce-account-form--information-${part}`)

describe('account_information element', () => {
  afterEach(cleanupHydrated)

  it('fills the name and email in the browser and saves the name', async () => {
    const { container, html, actions, mismatches } = await mountAccountElement(
      accountInformationElement,
      { cookies: tokenCookie() },
    )
    expect(mismatches).toEqual([])
    expect(html).not.toContain('Schmidt')
    expect(container.querySelector<HTMLInputElement>('input[name="lastname"]')?.value).toBe(
      'Schmidt',
    )
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      'kunde@example.com',
    )
    await typeInto(container, 'firstname', 'Annika')
    await submit(formOf(container, 'name'))
    expect(actions.updateName).toHaveBeenCalledWith({ firstname: 'Annika', lastname: 'Schmidt' })
    expect(container.textContent).toContain('Ihr Name wurde gespeichert.')
  })

  it('gives every field its own id, each label pointing at its own input (two forms ask for the current password)', async () => {
    const { container } = await mountAccountElement(accountInformationElement, {
      cookies: tokenCookie(),
    })
    const ids = [...container.querySelectorAll('[id]')].map((node) => node.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    const passwords = container.querySelectorAll<HTMLInputElement>('input[name="current_password"]')
    expect(passwords.length).toBe(2)
    for (const input of passwords) {
      expect(container.querySelector(`label[for="${input.id}"]`)).not.toBeNull()
    }
  })

  it('changes the email with the current password (autocomplete current-password)', async () => {
    const { container, actions } = await mountAccountElement(accountInformationElement, {
      cookies: tokenCookie(),
    })
    const form = formOf(container, 'email')
    expect(
      form?.querySelector('input[name="current_password"]')?.getAttribute('autocomplete'),
    ).toBe('current-password')
    await typeInto(container, 'email', 'neu@example.com')
    await typeInto(container, 'current_password', 'Passwort123!', 0)
    await submit(form)
    expect(actions.updateEmail).toHaveBeenCalledWith({
      email: 'neu@example.com',
      password: 'Passwort123!',
    })
  })

  it('changes the password only when the new one is strong and confirmed', async () => {
    const actions = fakeAccountActions()
    const { container } = await mountAccountElement(accountInformationElement, {
      cookies: tokenCookie(),
      actions,
    })
    const form = formOf(container, 'password')
    await typeInto(container, 'current_password', 'Passwort123!', 1)
    await typeInto(container, 'new_password', 'schwach')
    await typeInto(container, 'new_password_confirmation', 'schwach')
    await submit(form)
    expect(actions.changePassword).not.toHaveBeenCalled()
    expect(fieldMessage(form!, 'new_password')).toBeTruthy()
    await typeInto(container, 'new_password', 'Neues-Passw0rt')
    await typeInto(container, 'new_password_confirmation', 'Neues-Passw0rt')
    await submit(form)
    expect(actions.changePassword).toHaveBeenCalledWith({
      currentPassword: 'Passwort123!',
      newPassword: 'Neues-Passw0rt',
    })
    // Passwords do not stay on screen.
    expect(form?.querySelector<HTMLInputElement>('input[name="new_password"]')?.value).toBe('')
  })
})
