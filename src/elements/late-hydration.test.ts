import { describe, expect, it } from 'vitest'
import type { ContentElement, Page } from '../lib/page'
import { EAGER_MAIN_ELEMENTS, hydrationPlan, lateHydratedElements } from './late-hydration'
import { heroBannerElement } from './testing'
import { elementOf } from './testing/pages'

/** A page of a main column, a side column and a popup, as the rule reads pages. */
const page = (
  main: ContentElement[],
  side: ContentElement[] = [],
  popup: ContentElement[] = [],
): Page =>
  ({
    content: { colPos0: main, ...(side.length > 0 ? { colPos1: side } : {}) },
    popupContent: popup,
  }) as unknown as Page

const texts = (count: number) => Array.from({ length: count }, () => elementOf('text'))
const lateOf = (shown: Page, signedIn = false) => [...lateHydratedElements(shown, signedIn)]

describe('late hydration', () => {
  it('hydrates the main column from its fourth element on later, when it comes near', () => {
    const listing = elementOf('product_listing')
    const table = elementOf('table')
    // The page's lead image comes first (else the listing's first tile would be it).
    const main = [heroBannerElement, ...texts(EAGER_MAIN_ELEMENTS - 1), listing, table]
    const shown = page(main)
    expect(lateOf(shown)).toEqual([
      [listing, 'near'],
      [table, 'near'],
    ])
    expect(hydrationPlan(shown, false, main)).toEqual({
      types: new Set(['hero_banner', 'text']),
      hasLate: true,
    })
  })

  it('keeps the first elements, and pages of no more, hydrating with the page', () => {
    const listing = elementOf('product_listing')
    expect(lateOf(page([listing, ...texts(2)]))).toEqual([])
    expect(lateOf(page([...texts(2), listing]))).toEqual([])
  })

  it('hydrates an element further down with the page when an earlier one brings its code', () => {
    // A header and a text are one chunk (their definitions' chunk group); a second listing needs
    // the first's.
    const shown = page([
      elementOf('text'),
      elementOf('product_listing'),
      elementOf('bullets'),
      elementOf('header'),
      elementOf('product_listing'),
    ])
    expect(lateOf(shown)).toEqual([])
  })

  it('never defers the lead image, nor an element shown as a problem', () => {
    // A listing whose first tile is the page's first image is its lead.
    expect(lateOf(page([...texts(EAGER_MAIN_ELEMENTS), elementOf('product_listing')]))).toEqual([])
    const broken = { ...elementOf('table'), problem: 'invalid-content' as const }
    // The hero's code is its own, and it is the page's first image: it hydrates with the page.
    const shown = page([...texts(EAGER_MAIN_ELEMENTS), heroBannerElement, broken])
    expect(lateOf(shown)).toEqual([])
  })

  it("hydrates the side column's sign-in box when it is used, and a guest's account box", () => {
    const login = elementOf('login')
    const account = elementOf('account')
    const cart = elementOf('cart')
    const shown = page(texts(1), [cart, login, account])
    expect(lateOf(shown, false)).toEqual([
      [login, 'touch'],
      [account, 'touch'],
    ])
    // A customer's account box greets by name at once.
    expect(lateOf(shown, true)).toEqual([[login, 'touch']])
    // On the sign-in page itself the form is the main column's first element: not deferred.
    expect(lateOf(page([elementOf('login')], [elementOf('login')]))).toEqual([])
  })

  it('counts the popup among what hydrates with the page', () => {
    const listing = elementOf('product_listing')
    const shown = page([...texts(EAGER_MAIN_ELEMENTS), listing], [], [elementOf('product_listing')])
    expect(lateOf(shown)).toEqual([])
  })
})
