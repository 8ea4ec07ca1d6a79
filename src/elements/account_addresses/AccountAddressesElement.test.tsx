// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { CUSTOMER_EMAIL, tokenCookie } from '../../shop/testing'
import type { RawCustomerAddress } from '../../shop'
import { loadFormChecks } from '../../lib/form-rules/load-form-checks'
import { accountAddressesElement } from '../testing'
import { click, settle, submit, text, typeInto } from '../testing/cart'
import { createCommerce } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'

const HOME: RawCustomerAddress = {
  id: 7,
  firstname: 'Anna',
  lastname: 'Schneider',
  company: null,
  street: ['Lindenstraße 12'],
  postcode: '10115',
  city: 'Berlin',
  country_code: 'DE',
  telephone: null,
  default_shipping: true,
  default_billing: true,
}

/** The element for a signed-in customer whose book holds `addresses`, hydrated and loaded. */
const mountSignedIn = async (addresses: RawCustomerAddress[]) => {
  const commerce = createCommerce({ cookies: tokenCookie() })
  commerce.shop.state.accounts.get(CUSTOMER_EMAIL)!.addresses = addresses.map((a) => ({ ...a }))
  const result = await renderAndHydrate(column([accountAddressesElement], {}, commerce))
  await settle()
  await settle()
  return { ...result, commerce }
}

const input = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)

describe('account addresses element', () => {
  afterEach(cleanupHydrated)

  it('asks a guest to sign in, with the way back once hydrated', async () => {
    window.history.replaceState(null, '', '/konto/adressen')
    const result = await renderAndHydrate(column([accountAddressesElement]))
    expect(result.mismatches).toEqual([])
    expect(result.html).toContain('Bitte melden Sie sich an, um Ihre Adressen zu verwalten.')
    expect(result.html).toContain('href="/login"')
    await settle()
    expect(result.container.querySelector('.ce-account-prompt a')?.getAttribute('href')).toBe(
      '/login?redirect=%2Fkonto%2Fadressen',
    )
  })

  it('renders the frame on the server and lists the addresses with their defaults', async () => {
    const { html, container, mismatches, commerce } = await mountSignedIn([
      HOME,
      { ...HOME, id: 8, street: ['Hafenweg 3'], default_shipping: false, default_billing: false },
    ])
    expect(mismatches).toEqual([])
    expect(html).toContain('Ihre Adressen werden geladen')
    const cards = [...container.querySelectorAll('.ce-account-addresses__card')]
    const lines = (card: Element | undefined) =>
      [...(card?.querySelector('address')?.children ?? [])].map((line) => text(line))
    expect(cards.map(lines)).toEqual([
      ['Anna Schneider', 'Lindenstraße 12', '10115 Berlin', 'Deutschland'],
      ['Anna Schneider', 'Hafenweg 3', '10115 Berlin', 'Deutschland'],
    ])
    expect(text(cards[0]?.querySelector('.ce-account-addresses__badges'))).toBe(
      'Standard-Lieferadresse Standard-Rechnungsadresse',
    )
    // A default address offers no deletion; the other asks before it deletes.
    expect(text(cards[0])).not.toContain('Löschen')
    const remove = [...cards[1]!.querySelectorAll('button')].find((b) =>
      text(b).startsWith('Löschen'),
    )
    await click(remove)
    expect(text(container.querySelector('.ce-account-addresses__confirm'))).toContain(
      'Diese Adresse wirklich löschen?',
    )
    await click(container.querySelector('.ce-account-addresses__confirm button'))
    expect(container.querySelectorAll('.ce-account-addresses__card')).toHaveLength(1)
    expect(commerce.shop.calls.map((call) => call.operation)).toEqual([
      'customer',
      'deleteCustomerAddress',
    ])
  })

  it('says when there is no address yet', async () => {
    const { container } = await mountSignedIn([])
    expect(text(container.querySelector('.ce-account-addresses__empty'))).toBe(
      'Sie haben noch keine Adresse gespeichert.',
    )
  })

  it('marks the fields that fail the rules and keeps what was typed', async () => {
    await loadFormChecks()
    const { container, commerce } = await mountSignedIn([])
    const add = [...container.querySelectorAll('button')].find((b) =>
      text(b).includes('Neue Adresse hinzufügen'),
    )
    await click(add)
    const form = container.querySelector('form')
    expect(input(container, 'street')?.getAttribute('autocomplete')).toBe('address-line1')
    expect(input(container, 'postcode')?.getAttribute('autocomplete')).toBe('postal-code')
    await typeInto(input(container, 'firstname'), 'Anna')
    await typeInto(input(container, 'street'), 'Hafenweg')
    await typeInto(input(container, 'postcode'), '123')
    await submit(form)
    const message = (name: string) => {
      const id = input(container, name)?.getAttribute('aria-describedby')?.split(' ')[0]
      return text(id ? container.querySelector(`[id="${id}"]`) : null)
    }
    // The test's i18n has no texts: the rule's default message of SPEC.md section 5.
    expect(message('street')).toBe('Bitte geben Sie Straße und Hausnummer an.')
    expect(message('postcode')).toBe('Bitte geben Sie eine gültige Postleitzahl ein.')
    expect(input(container, 'lastname')?.getAttribute('aria-invalid')).toBe('true')
    expect(input(container, 'telephone')?.getAttribute('aria-invalid')).toBeNull()
    expect(input(container, 'firstname')?.value).toBe('Anna')
    expect(input(container, 'street')?.value).toBe('Hafenweg')
    expect(commerce.shop.calls.map((call) => call.operation)).toEqual(['customer'])
  })
})
