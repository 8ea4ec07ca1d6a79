// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { accountPasswordElement } from '../testing'
import { mountAccountElement, submit, typeInto } from '../testing/account-auth'
import { cleanupHydrated } from '../testing/harness'

const visit = (search: string) =>
  window.history.replaceState(null, '', `/passwort-vergessen${search}`)

describe('account_password element', () => {
  afterEach(() => {
    cleanupHydrated()
    visit('')
  })

  it('requests the link and confirms without telling whether the account exists', async () => {
    const { container, actions, mismatches } = await mountAccountElement(accountPasswordElement)
    expect(mismatches).toEqual([])
    await typeInto(container, 'email', 'kunde@example.com')
    await submit(container.querySelector('form'))
    expect(actions.requestPasswordReset).toHaveBeenCalledWith('kunde@example.com')
    expect(container.querySelector('.ce-account-auth__status')?.textContent).toMatch(
      /Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht/,
    )
  })

  it('opened from the link, sets the new password and goes to the login page', async () => {
    visit('?email=kunde%40example.com&token=abc123')
    const { container, actions, mismatches } = await mountAccountElement(accountPasswordElement)
    expect(mismatches).toEqual([])
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      'kunde@example.com',
    )
    await typeInto(container, 'password', 'Neues-Passw0rt')
    await typeInto(container, 'password_confirmation', 'Neues-Passw0rt')
    await submit(container.querySelector('form'))
    expect(actions.resetPassword).toHaveBeenCalledWith({
      email: 'kunde@example.com',
      token: 'abc123',
      password: 'Neues-Passw0rt',
    })
    expect(actions.continueTo).toHaveBeenCalledWith('/login', {
      key: 'message.account.password-reset',
    })
  })
})
