import { describe, expect, it } from 'vitest'
import { createMessagesStore } from '../../lib/messages'
import { showUserErrors, translateShopMessage } from './translate'

const TEXTS = {
  "ecommerce.The coupon code isn't valid. Verify the code and try again.":
    'Dieser Gutscheincode ist nicht gültig.',
  'ecommerce.Could not find a product with SKU "%1"': 'Kein Produkt mit der Nummer „%1“.',
  'ecommerce.currentPage value %1 specified is greater than the %2 page(s) available.':
    'Seite %1 gibt es nicht, es sind nur %2.',
  'backend.This product is out of stock.': 'Ausverkauft.',
  'backend.The requested qty is not available': 'Nicht in dieser Menge lieferbar.',
  'ecommerce.The requested qty is not available': 'Diese Menge ist nicht lieferbar.',
  'ecommerce.Cart does not contain products.': '',
}

describe('translateShopMessage', () => {
  it('reads the ecommerce text keyed by the message', () => {
    expect(
      translateShopMessage(TEXTS, "The coupon code isn't valid. Verify the code and try again."),
    ).toBe('Dieser Gutscheincode ist nicht gültig.')
  })
  it('prefers the ecommerce texts to the backend texts, and falls back to the latter', () => {
    expect(translateShopMessage(TEXTS, 'The requested qty is not available')).toBe(
      'Diese Menge ist nicht lieferbar.',
    )
    expect(translateShopMessage(TEXTS, 'This product is out of stock.')).toBe('Ausverkauft.')
  })
  it("fills the message's values into a text keyed by the phrase with placeholders", () => {
    expect(translateShopMessage(TEXTS, 'Could not find a product with SKU "VIT-D3"')).toBe(
      'Kein Produkt mit der Nummer „VIT-D3“.',
    )
    // Placeholders in their own order; the phrase's dots and brackets are literal.
    expect(
      translateShopMessage(
        TEXTS,
        'currentPage value 7 specified is greater than the 3 page(s) available.',
      ),
    ).toBe('Seite 7 gibt es nicht, es sind nur 3.')
    expect(
      translateShopMessage(
        TEXTS,
        'currentPage value 7 specified is greater than the 3 pages available.',
      ),
    ).toBe('currentPage value 7 specified is greater than the 3 pages available.')
  })
  it('matches whole messages only', () => {
    const longer = 'Could not find a product with SKU "A" and more'
    expect(translateShopMessage(TEXTS, longer)).toBe(longer)
  })
  it('shows an unknown message raw, and an empty text counts as none', () => {
    expect(translateShopMessage(TEXTS, 'Something new')).toBe('Something new')
    expect(translateShopMessage(TEXTS, 'Cart does not contain products.')).toBe(
      'Cart does not contain products.',
    )
    expect(translateShopMessage({}, 'x')).toBe('x')
  })
})

describe('showUserErrors', () => {
  it("shows an answer's errors together in the cart area, in place of its stale messages", () => {
    const messages = createMessagesStore()
    messages.getState().add({ message: 'Gutschein eingelöst', type: 'success', area: 'cart' })
    showUserErrors(messages, TEXTS, [
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "X-1"' },
    ])
    expect(messages.getState().messages.map(({ message, area }) => [area, message])).toEqual([
      ['cart', 'Diese Menge ist nicht lieferbar.'],
      ['cart', 'Kein Produkt mit der Nummer „X-1“.'],
    ])
  })
  it('leaves the area alone when the answer has no errors', () => {
    const messages = createMessagesStore()
    messages.getState().add({ message: 'Gutschein eingelöst', type: 'success', area: 'cart' })
    showUserErrors(messages, TEXTS, [])
    expect(messages.getState().messages).toHaveLength(1)
  })
})
