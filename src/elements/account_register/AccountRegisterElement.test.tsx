// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { accountRegisterElement } from '../testing'
import { fieldMessage, mountAccountElement, submit, typeInto } from '../testing/account-auth'
import { cleanupHydrated } from '../testing/harness'

const fill = async (container: HTMLElement, password: string, confirmation: string) => {
  await typeInto(container, 'firstname', 'Erika')
  await typeInto(container, 'lastname', 'Muster')
  await typeInto(container, 'email', 'erika@example.com')
  await typeInto(container, 'password', password)
  await typeInto(container, 'password_confirmation', confirmation)
}

describe('account_register element', () => {
  afterEach(cleanupHydrated)

  it('asks for a new password (autocomplete new-password) and the name', async () => {
    const { container, mismatches } = await mountAccountElement(accountRegisterElement)
    expect(mismatches).toEqual([])
    expect(container.querySelector('input[name="password"]')?.getAttribute('autocomplete')).toBe(
      'new-password',
    )
    expect(
      container.querySelector('input[name="password_confirmation"]')?.getAttribute('autocomplete'),
    ).toBe('new-password')
    expect(container.querySelector('input[name="firstname"]')?.getAttribute('autocomplete')).toBe(
      'given-name',
    )
    expect(container.querySelector('input[name="email"]')?.getAttribute('autocomplete')).toBe(
      'username',
    )
  })

  it('creates the account and goes on to the overview with a welcome', async () => {
    const { container, actions } = await mountAccountElement(accountRegisterElement)
    await fill(container, 'Sicher-Passw0rt', 'Sicher-Passw0rt')
    await submit(container.querySelector('form'))
    expect(actions.register).toHaveBeenCalledWith({
      firstname: 'Erika',
      lastname: 'Muster',
      email: 'erika@example.com',
      password: 'Sicher-Passw0rt',
    })
    expect(actions.continueTo).toHaveBeenCalledWith('/konto', {
      key: 'message.account.registered',
    })
  })

  it('holds a weak or unconfirmed password back, the message at its field', async () => {
    const { container, actions } = await mountAccountElement(accountRegisterElement)
    await fill(container, 'Kurz1!a', 'Kurz1!a')
    await submit(container.querySelector('form'))
    expect(actions.register).not.toHaveBeenCalled()
    expect(fieldMessage(container, 'password')).toBeTruthy()
    await fill(container, 'Sicher-Passw0rt', 'Sicher-Passw0rX')
    await submit(container.querySelector('form'))
    expect(actions.register).not.toHaveBeenCalled()
    expect(fieldMessage(container, 'password')).toBeNull()
    expect(fieldMessage(container, 'password_confirmation')).toBeTruthy()
  })
})
