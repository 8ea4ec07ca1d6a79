// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import type { Message } from '../../lib/messages'
import { CARRY_MAX_AGE_MS, carryMessages, hasCarriedMessages } from './carried-messages.client'
import { takeCarriedMessages } from './take-carried-messages.client'

const signedOut: Message = {
  id: 'm1',
  message: 'Sie wurden abgemeldet.',
  type: 'info',
  area: 'global',
  path: '/',
}
const cartNote: Message = { id: 'm2', message: 'Im Warenkorb.', type: 'success', area: 'cart' }

describe('messages carried across a full page load', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('carries the messages bound to the next page, once', () => {
    expect(hasCarriedMessages()).toBe(false)
    carryMessages([signedOut, cartNote], '/', 1000)
    // What tells the next page to load the reading code.
    expect(hasCarriedMessages()).toBe(true)
    expect(takeCarriedMessages('/', 2000)).toEqual([
      { message: 'Sie wurden abgemeldet.', type: 'info', area: 'global', path: '/' },
    ])
    expect(hasCarriedMessages()).toBe(false)
    expect(takeCarriedMessages('/', 2000)).toEqual([])
  })

  it('carries nothing when no message is bound to the next page', () => {
    carryMessages([cartNote, { ...signedOut, path: '/konto' }], '/', 1000)
    expect(window.sessionStorage.length).toBe(0)
  })

  it('gives nothing to another page, or after the carrying window', () => {
    carryMessages([signedOut], '/', 1000)
    expect(takeCarriedMessages('/produkte', 2000)).toEqual([])
    carryMessages([signedOut], '/', 1000)
    expect(takeCarriedMessages('/', 1000 + CARRY_MAX_AGE_MS)).toEqual([])
  })

  it.each([
    ['no JSON', '{'],
    ['a wrong shape', JSON.stringify({ path: '/', at: 1000, messages: 'x' })],
    [
      'a message of another kind',
      JSON.stringify({
        path: '/',
        at: 1000,
        messages: [{ message: 'x', type: 'alert', area: 'global', path: '/' }],
      }),
    ],
  ])('ignores a stored entry with %s', (_, stored) => {
    window.sessionStorage.setItem('sf-carried-messages', stored)
    expect(takeCarriedMessages('/', 2000)).toEqual([])
  })
})
