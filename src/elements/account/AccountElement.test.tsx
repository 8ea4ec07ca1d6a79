// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { tokenCookie } from '../../shop/testing'
import { accountElement } from '../testing'
import { mountAccountElement } from '../testing/account-auth'
import { cleanupHydrated } from '../testing/harness'

describe('account element (overview)', () => {
  afterEach(cleanupHydrated)

  it('greets the customer, links the areas and signs out to the home page', async () => {
    const { container, html, actions, mismatches } = await mountAccountElement(accountElement, {
      cookies: tokenCookie(),
    })
    expect(mismatches).toEqual([])
    // The name is never in the server's (cached) HTML.
    expect(html).not.toContain('Anna')
    expect(container.querySelector('.ce-account__greeting')?.textContent).toBe('Hallo Anna!')
    expect(
      [...container.querySelectorAll('.ce-account__area')].map((a) => a.getAttribute('href')),
    ).toEqual(['/konto/persoenliche-daten', '/konto/adressen'])
    const button = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Abmelden',
    )
    await act(async () => button?.click())
    expect(actions.signOut).toHaveBeenCalled()
    expect(actions.continueTo).toHaveBeenCalledWith('/', {
      key: 'message.account.signed-out',
      type: 'info',
    })
  })

  it('shows a guest the way to sign in instead', async () => {
    const { container, actions } = await mountAccountElement(accountElement)
    expect(container.querySelector('.ce-account-prompt a')?.getAttribute('href')).toMatch(
      /^\/login/,
    )
    expect(actions.loadCustomer).not.toHaveBeenCalled()
  })
})
