// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccountActions } from '../../account'
import { PENDING_WISHLIST_COOKIE } from '../../account'
import { CUSTOMER_TOKEN, tokenCookie } from '../../shop/testing'
import { loadFormChecks } from '../../lib/form-rules/load-form-checks'
import { loginElement } from '../testing'
import {
  fakeAccountActions,
  mountAccountElement,
  submit,
  typeInto,
  fieldMessage,
} from '../testing/account-auth'
import { accountActionsLoaderOf } from '../testing/account'
import { createCommerce } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'

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
    // A guest who ordered without an account finds the order lookup here.
    expect(server.querySelector('a[href="/bestellstatus"]')?.textContent).toBe('Bestellstatus')
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

  it('puts the product a guest pressed Merken for on the wishlist and says so on the page returned to', async () => {
    visit('?redirect=%2Fprodukte%2Fmagnesium-400')
    document.cookie = `${PENDING_WISHLIST_COOKIE}=${encodeURIComponent('["MAG-400"]')}; Path=/`
    // A guest; the fake sign-in leaves the token the shop knows, as the real one does.
    const commerce = createCommerce()
    commerce.shop.state.customers.add(CUSTOMER_TOKEN)
    const actions = fakeAccountActions({
      signIn: vi.fn(async () => {
        commerce.jar.write(`${tokenCookie()}; Path=/`)
        return true
      }),
    })
    const { container } = await renderAndHydrate(
      column(
        [loginElement],
        {},
        {
          ...commerce,
          account: {
            ...commerce.account,
            actions: accountActionsLoaderOf(actions as unknown as AccountActions),
          },
        },
      ),
    )
    await act(async () => void (await loadFormChecks()))
    await typeInto(container, 'email', 'kunde@example.com')
    await typeInto(container, 'password', 'Passwort123!')
    await submit(container.querySelector('form'))
    // The wishlist's code is a chunk of its own (a dynamic import): on a loaded machine it takes
    // more than a tick to arrive, so wait for the sign-in to be done rather than for one tick.
    await act(() => vi.waitFor(() => expect(actions.continueTo).toHaveBeenCalled()))
    expect(
      commerce.shop.state.wishlists?.get(CUSTOMER_TOKEN)?.items.map((item) => item.sku),
    ).toEqual(['MAG-400'])
    expect(actions.continueTo).toHaveBeenCalledWith('/produkte/magnesium-400', {
      text: expect.stringMatching(/steht jetzt auf Ihrem Merkzettel\.$/) as unknown,
    })
    // Taken once: the next sign-in keeps nothing.
    expect(document.cookie).not.toContain(PENDING_WISHLIST_COOKIE)
  })

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
