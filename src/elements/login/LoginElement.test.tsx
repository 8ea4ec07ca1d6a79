// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { tokenCookie } from '../../cart/testing/cart-harness'
import { loginElement } from '../testing'
import { mountAccountElement, submit, typeInto, fieldMessage } from '../testing/account-auth'
import { cleanupHydrated } from '../testing/harness'

const visit = (search: string) => window.history.replaceState(null, '', `/login${search}`)

describe('login element', () => {
  afterEach(() => {
    cleanupHydrated()
    visit('')
  })

  it('is a working HTML form before hydration: labels, types, autocomplete, constraints', async () => {
    const { html, container, mismatches } = await mountAccountElement(loginElement)
    expect(mismatches).toEqual([])
    const server = document.createElement('div')
    server.innerHTML = html
    const email = server.querySelector('input[name="email"]')
    const password = server.querySelector('input[name="password"]')
    expect(email?.getAttribute('type')).toBe('email')
    expect(email?.getAttribute('autocomplete')).toBe('username')
    expect(email?.hasAttribute('required')).toBe(true)
    expect(password?.getAttribute('type')).toBe('password')
    expect(password?.getAttribute('autocomplete')).toBe('current-password')
    expect(server.querySelector(`label[for="${email?.id}"]`)?.textContent).toContain(
      'E-Mail-Adresse',
    )
    // No native post to lose what was typed: the button waits for the page's code.
    expect(server.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true)
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false)
    expect(server.querySelector('a[href="/passwort-vergessen"]')).not.toBeNull()
    expect(server.querySelector('a[href="/registrieren"]')).not.toBeNull()
  })

  it('signs in and goes to the return path', async () => {
    visit('?redirect=%2Fkonto%2Fpersoenliche-daten')
    const { container, actions } = await mountAccountElement(loginElement)
    await typeInto(container, 'email', 'kunde@example.com')
    await typeInto(container, 'password', 'Passwort123!')
    await submit(container.querySelector('form'))
    expect(actions.signIn).toHaveBeenCalledWith({
      email: 'kunde@example.com',
      password: 'Passwort123!',
    })
    expect(actions.continueTo).toHaveBeenCalledWith('/konto/persoenliche-daten')
  })

  it.each([['?redirect=%2F%2Fevil.example'], ['?redirect=https%3A%2F%2Fevil.example'], ['']])(
    'goes to the account overview for %j (never off the site)',
    async (search) => {
      visit(search)
      const { container, actions } = await mountAccountElement(loginElement)
      await typeInto(container, 'email', 'kunde@example.com')
      await typeInto(container, 'password', 'x')
      await submit(container.querySelector('form'))
      expect(actions.continueTo).toHaveBeenCalledWith('/konto')
    },
  )

  it('stays on the page when the sign-in fails, keeping the email typed', async () => {
    const { container, actions } = await mountAccountElement(loginElement, {
      actions: (await import('../testing/account-auth')).fakeAccountActions({
        signIn: async () => false,
      }),
    })
    await typeInto(container, 'email', 'kunde@example.com')
    await typeInto(container, 'password', 'falsch')
    await submit(container.querySelector('form'))
    expect(actions.continueTo).not.toHaveBeenCalled()
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      'kunde@example.com',
    )
  })

  it('checks the fields before sending: an invalid email is tied to its field', async () => {
    const { container, actions } = await mountAccountElement(loginElement)
    await typeInto(container, 'email', 'a..b@x.de')
    await submit(container.querySelector('form'))
    expect(actions.signIn).not.toHaveBeenCalled()
    expect(fieldMessage(container, 'email')).toBeTruthy()
    expect(container.querySelector('input[name="email"]')?.getAttribute('aria-invalid')).toBe(
      'true',
    )
  })

  it('tells a signed-in customer so, with the way to the account', async () => {
    const { container } = await mountAccountElement(loginElement, { cookies: tokenCookie() })
    expect(container.querySelector('form')).toBeNull()
    expect(container.querySelector('a[href="/konto"]')?.textContent).toBe('Mein Konto')
  })
})
