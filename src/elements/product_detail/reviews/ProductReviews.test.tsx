// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CUSTOMER_TOKEN, type FakeReview, tokenCookie } from '../../../shop/testing'
import { createI18n } from '../../../lib/create-i18n'
import { loadFormChecks } from '../../../lib/form-rules/load-form-checks'
import { I18nContext } from '../../../lib/i18n'
import { DE } from '../../../lib/texts/de'
import { EN } from '../../../lib/texts/en'
import type { ContentElement } from '../../../lib/page'
import { productDetailElement } from '../../testing'
import { createCommerce, TEST_PUBLIC_SITE } from '../../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../../testing/harness'
import { ShopClientContext } from '../../../shop'

/** Lets the shop answer and React render, the reviews' and the form's code loaded first. */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await vi.dynamicImportSettled()
  })

/**
 * The screen, as far as the section can tell: an IntersectionObserver whose targets come near
 * when the test scrolls (`comeNear`). happy-dom's own never reports anything.
 */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>()
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] }
    observers.add(this.entry)
  }
  observe(target: Element) {
    this.entry.targets.push(target)
  }
  disconnect() {
    observers.delete(this.entry)
  }
}
const comeNear = () =>
  act(() => {
    for (const { callback, targets } of [...observers])
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
  })

/** Approved reviews of the fixture's product (Magnesium 400), oldest first. */
const reviews = (count: number): FakeReview[] =>
  Array.from({ length: count }, (_, index) => ({
    sku: 'MAG-400',
    nickname: `Kundin ${index + 1}`,
    summary: `Überschrift ${index + 1}`,
    text: `Text der Bewertung ${index + 1}`,
    rating: (index % 5) + 1,
    createdAt: `2026-03-0${index + 1} 10:00:00`,
    approved: true,
    customer: null,
  }))

/** The German shop with its English pages: a store view each (vitalis_de, vitalis_en). */
const GERMAN_AND_ENGLISH = {
  ...TEST_PUBLIC_SITE,
  locales: [
    ...TEST_PUBLIC_SITE.locales,
    {
      code: 'en',
      languageId: 1,
      twoLetterIsoCode: 'en',
      hreflang: 'en-DE',
      direction: 'ltr' as const,
    },
  ],
}

/** The fixture's product as a store view without reviews of its own shows it. */
const withoutOwnReviews: ContentElement = {
  ...productDetailElement,
  content: {
    ...productDetailElement.content,
    detail: {
      ...(productDetailElement.content['detail'] as object),
      ratingSummary: 0,
      reviewCount: 0,
    },
  },
}

const render = async ({
  cookies = '',
  stored = reviews(3),
  down = false,
  near = true,
  english = false,
  site = TEST_PUBLIC_SITE,
  element = productDetailElement,
} = {}) => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  const commerce = createCommerce({ cookies, site })
  commerce.shop.state.reviews = stored
  commerce.shop.down = down
  // The storefront's German texts, as a German page has them (the form rules' messages too).
  const tree = (
    <I18nContext value={english ? createI18n('en', EN).t : createI18n('de', DE).t}>
      <ShopClientContext value={commerce.shop}>
        {column(
          [element],
          english ? { locale: 'en', languageTag: 'en-DE', localePath: (path) => `/en${path}` } : {},
          commerce,
        )}
      </ShopClientContext>
    </I18nContext>
  )
  const result = await renderAndHydrate(tree)
  expect(result.mismatches).toEqual([])
  if (near) await comeNear()
  await settle()
  // The form's checks load with the shopper's first focus; here before the first interaction.
  await act(async () => void (await loadFormChecks()))
  const section = result.container.querySelector<HTMLElement>('section.ce-reviews')!
  return { ...result, commerce, shop: commerce.shop, section }
}

const calls = (shop: ReturnType<typeof createCommerce>['shop'], operation: string) =>
  shop.calls.filter((call) => call.operation === operation)

const fillIn = (form: HTMLFormElement, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    const control = form.elements.namedItem(name)
    if (control instanceof RadioNodeList) {
      const radio = [...control].find((node) => (node as HTMLInputElement).value === value)
      ;(radio as HTMLInputElement).checked = true
    } else (control as HTMLInputElement).value = value
  }
}

const VALID = {
  rating: '4',
  nickname: 'Maria',
  summary: 'Hilft mir',
  text: 'Seit ich es nehme, habe ich keine Wadenkrämpfe mehr.',
}

describe('product reviews', () => {
  afterEach(() => {
    cleanupHydrated()
    observers.clear()
    vi.unstubAllGlobals()
  })

  it('asks the shop for reviews only once the section comes near the screen', async () => {
    const { shop, section } = await render({ near: false })
    expect(calls(shop, 'products')).toEqual([])
    expect(section.textContent).toContain(DE['product.reviews.loading'])
    await comeNear()
    await settle()
    expect(calls(shop, 'products')).toHaveLength(1)
    expect(section.querySelectorAll('.ce-reviews__item')).toHaveLength(3)
  })

  it('shows the rating under the name as text, linking to the reviews section', async () => {
    const { html, container, section } = await render()
    const link = container.querySelector<HTMLAnchorElement>(
      '.ce-product-detail__buy .ce-reviews__summary a',
    )!
    expect(link.textContent).toBe('★★★★★4,5 von 5 Sternen, 3 Bewertungen')
    expect(link.getAttribute('href')).toBe(`#${section.id}`)
    // The stars are decoration: the text says it.
    expect(link.querySelector('.ce-reviews__stars')?.getAttribute('aria-hidden')).toBe('true')
    // The server sends the section with its loading state; the reviews come in the browser.
    expect(html).toContain('Kundenbewertungen')
    expect(html).toContain('Bewertungen werden geladen')
  })

  it('lists the first page of approved reviews, newest first, and pages on', async () => {
    const { section, shop } = await render({ stored: reviews(6) })
    expect(calls(shop, 'products').map((call) => call.variables)).toEqual([
      { sku: 'MAG-400', pageSize: 4, currentPage: 1 },
    ])
    const items = () => [...section.querySelectorAll('.ce-reviews__list > li')]
    expect(items()).toHaveLength(4)
    const first = items()[0]!
    expect(first.querySelector('h3')?.textContent).toBe('Überschrift 6')
    expect(first.textContent).toContain('1 von 5 Sternen')
    expect(first.textContent).toContain('von Kundin 6, 06.03.26')
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-06T10:00:00.000Z')
    expect(first.textContent).toContain('Text der Bewertung 6')

    const more = [...section.querySelectorAll('button')].find(
      (button) => button.textContent === 'Weitere Bewertungen anzeigen',
    )!
    await act(async () => more.click())
    await settle()
    expect(items()).toHaveLength(6)
    // The keyboard goes on where the new reviews begin; no more pages, no more button.
    expect(document.activeElement).toBe(items()[4])
    expect(section.textContent).not.toContain('Weitere Bewertungen anzeigen')
  })

  it('says so when the product has no review yet', async () => {
    const { section, shop } = await render({ stored: [] })
    expect(section.textContent).toContain('Zu diesem Produkt gibt es noch keine Bewertungen.')
    expect(section.querySelector('form')).not.toBeNull()
    // A site of one language has no other store view to ask.
    expect(calls(shop, 'products')).toHaveLength(1)
  })

  it('offers another try when the shop does not answer', async () => {
    const { section, shop } = await render({ down: true })
    expect(section.querySelector('[role="alert"]')?.textContent).toContain(
      'Die Bewertungen konnten nicht geladen werden.',
    )
    expect(section.querySelector('form')).toBeNull()
    shop.down = false
    const retry = section.querySelector<HTMLButtonElement>('[role="alert"] button')!
    await act(async () => retry.click())
    await settle()
    expect(section.querySelectorAll('.ce-reviews__list > li')).toHaveLength(3)
  })

  it('marks every empty field, focuses the first and sends nothing', async () => {
    const { section, shop } = await render()
    const form = section.querySelector('form')!
    await act(async () => form.requestSubmit())
    await vi.waitFor(() => expect(section.querySelectorAll('.sf-field__error')).toHaveLength(4))
    expect([...section.querySelectorAll('.sf-field__error')].map((p) => p.textContent)).toEqual([
      'Bitte wählen Sie 1 bis 5 Sterne.',
      'Bitte füllen Sie Ihr Name aus.',
      'Bitte füllen Sie Überschrift aus.',
      'Bitte füllen Sie Ihre Erfahrung aus.',
    ])
    const firstStar = form.querySelector<HTMLInputElement>('input[name="rating"]')!
    expect(document.activeElement).toBe(firstStar)
    const group = form.querySelector('fieldset')!
    expect(group.querySelector('legend')?.textContent).toBe('Ihre Bewertung *')
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bitte wählen Sie 1 bis 5 Sterne.',
    )
    expect(section.querySelector('[role="status"]')?.textContent).toContain('(4)')
    expect(calls(shop, 'createProductReview')).toEqual([])
  })

  it('checks lengths: a text too short to say anything', async () => {
    const { section } = await render()
    const form = section.querySelector('form')!
    fillIn(form, { ...VALID, text: 'Gut.' })
    await act(async () => form.requestSubmit())
    await vi.waitFor(() =>
      expect(section.querySelector('.sf-field__error')?.textContent).toBe(
        'Ihre Erfahrung muss mindestens 20 Zeichen lang sein.',
      ),
    )
    expect(document.activeElement).toBe(form.elements.namedItem('text'))
  })

  it('sends a guest’s review and says it appears once checked', async () => {
    const { section, shop } = await render()
    const form = section.querySelector('form')!
    fillIn(form, VALID)
    await act(async () => form.requestSubmit())
    await vi.waitFor(() => expect(calls(shop, 'createProductReview')).toHaveLength(1))
    await settle()
    expect(calls(shop, 'createProductReview')[0]).toEqual({
      operation: 'createProductReview',
      token: null,
      variables: {
        input: {
          sku: 'MAG-400',
          nickname: 'Maria',
          summary: 'Hilft mir',
          text: VALID.text,
          ratings: [{ id: 'NA==', value_id: 'MTk=' }],
        },
      },
    })
    const done = section.querySelector<HTMLElement>('.ce-reviews__done')!
    expect(done.textContent).toBe(
      'Vielen Dank für Ihre Bewertung! Sie erscheint hier, sobald wir sie geprüft haben.',
    )
    expect(document.activeElement).toBe(done)
    // Pending at the shop: kept there, not listed.
    expect(shop.state.reviews?.filter((review) => !review.approved)).toHaveLength(1)
    expect(section.querySelectorAll('.ce-reviews__list > li')).toHaveLength(3)
  })

  it('shows the shop’s refusal at the form and keeps what was typed', async () => {
    const { section, shop } = await render()
    shop.failNext('createProductReview', {
      kind: 'graphql',
      message: 'Please select one of each of the ratings above.',
      errors: [
        {
          message: 'Please select one of each of the ratings above.',
          category: 'graphql-input',
          path: ['createProductReview'],
        },
      ],
      status: 200,
    })
    const form = section.querySelector('form')!
    fillIn(form, VALID)
    await act(async () => form.requestSubmit())
    await vi.waitFor(() => expect(section.querySelector('.ce-reviews__problem')).not.toBeNull())
    const problem = section.querySelector<HTMLElement>('.ce-reviews__problem')!
    expect(problem.getAttribute('role')).toBe('alert')
    expect(problem.textContent).toBe('Please select one of each of the ratings above.')
    expect(document.activeElement).toBe(problem)
    expect((form.elements.namedItem('summary') as HTMLInputElement).value).toBe('Hilft mir')
    expect((form.elements.namedItem('text') as HTMLTextAreaElement).value).toBe(VALID.text)
    expect(form.querySelector<HTMLInputElement>('input[value="4"]')?.checked).toBe(true)
  })

  it('says the shop is unavailable when it does not answer the review', async () => {
    const { section, shop } = await render()
    const form = section.querySelector('form')!
    fillIn(form, VALID)
    shop.down = true
    await act(async () => form.requestSubmit())
    await vi.waitFor(() =>
      expect(section.querySelector('.ce-reviews__problem')?.textContent).toBe(
        'Der Shop ist gerade nicht erreichbar. Ihre Bewertung ist noch nicht gesendet – bitte versuchen Sie es gleich noch einmal.',
      ),
    )
    expect((form.elements.namedItem('nickname') as HTMLInputElement).value).toBe('Maria')
  })

  it('fills in a customer’s first name and sends the review with their token', async () => {
    const { section, shop } = await render({ cookies: tokenCookie() })
    const form = section.querySelector('form')!
    await vi.waitFor(() =>
      expect((form.elements.namedItem('nickname') as HTMLInputElement).value).toBe('Anna'),
    )
    fillIn(form, { rating: '5', summary: 'Top', text: VALID.text })
    await act(async () => form.requestSubmit())
    await vi.waitFor(() => expect(calls(shop, 'createProductReview')).toHaveLength(1))
    const [call] = calls(shop, 'createProductReview')
    expect(call?.token).toBe(CUSTOMER_TOKEN)
    expect(call?.variables).toMatchObject({ input: { nickname: 'Anna' } })
    await settle()
    expect(shop.state.reviews?.at(-1)?.customer).toBe(CUSTOMER_TOKEN)
  })

  describe('in another language', () => {
    /** Written in the German store view: 5, 4 and 2 stars, 3.7 on average. */
    const german = reviews(3).map((review, index) => ({
      ...review,
      rating: [5, 4, 2][index]!,
      storeView: 'vitalis_de',
    }))

    const englishPage = (stored: FakeReview[]) =>
      render({ english: true, site: GERMAN_AND_ENGLISH, element: withoutOwnReviews, stored })

    it('tells an English page of the German reviews, counted, when it has none of its own', async () => {
      const { container, section, shop } = await englishPage(german)
      expect(
        container.querySelector('.ce-product-detail__buy .ce-reviews__summary')?.textContent,
      ).toBe('No reviews in English yet')
      expect(section.querySelector('.ce-reviews__status')?.textContent).toBe(
        'This product has no reviews in English yet. Be the first to write one!',
      )
      const elsewhere = section.querySelector('.ce-reviews__language')!
      expect(elsewhere.querySelector('.ce-reviews__summary')?.textContent).toBe(
        '★★★★★3 reviews in German: 3.7 out of 5 stars',
      )
      // The page's own reviews, then one count from the other store view; no review of it yet.
      expect(calls(shop, 'products')).toEqual([
        expect.objectContaining({ variables: { sku: 'MAG-400', pageSize: 4, currentPage: 1 } }),
        expect.objectContaining({ variables: { sku: 'MAG-400' }, storeView: 'vitalis_de' }),
      ])
      expect(calls(shop, 'products')[0]).not.toHaveProperty('storeView')
      expect(section.querySelectorAll('.ce-reviews__item')).toHaveLength(0)
    })

    it('shows the German reviews on request, their texts marked as German', async () => {
      const { section, shop } = await englishPage(german)
      const show = [...section.querySelectorAll('button')].find(
        (button) => button.textContent === 'Read the reviews in German',
      )!
      await act(async () => show.click())
      await settle()
      const items = [...section.querySelectorAll('.ce-reviews__language .ce-reviews__item')]
      expect(items).toHaveLength(3)
      const [newest] = items
      expect(newest?.querySelector('h3')?.textContent).toBe('Überschrift 3')
      expect(newest?.querySelector('h3')?.getAttribute('lang')).toBe('de-DE')
      expect(newest?.querySelector('.ce-reviews__item-text')?.getAttribute('lang')).toBe('de-DE')
      // The page's words around them stay English.
      expect(newest?.querySelector('.ce-reviews__item-meta')?.hasAttribute('lang')).toBe(false)
      expect(newest?.textContent).toContain('2 out of 5 stars')
      expect(document.activeElement).toBe(section.querySelector('.ce-reviews__language'))
      expect(calls(shop, 'products').at(-1)).toEqual(
        expect.objectContaining({
          variables: { sku: 'MAG-400', pageSize: 4, currentPage: 1 },
          storeView: 'vitalis_de',
        }),
      )
    })

    it('asks no other store view when the page’s own language has reviews', async () => {
      const english = reviews(2).map((review) => ({ ...review, summary: 'Works for me' }))
      const { section, shop } = await englishPage([...english, ...german])
      expect(section.querySelectorAll('.ce-reviews__item')).toHaveLength(2)
      expect(calls(shop, 'products')).toHaveLength(1)
      expect(section.querySelector('.ce-reviews__language')).toBeNull()
    })

    it('says nothing of other languages that have no reviews either', async () => {
      const { section, shop } = await englishPage([])
      expect(calls(shop, 'products')).toHaveLength(2)
      expect(section.querySelector('.ce-reviews__language')).toBeNull()
      expect(section.textContent).toContain('This product has no reviews in English yet.')
    })
  })
})
