import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../lib/create-i18n'
import {
  createBrowserTranslations,
  createServerTranslations,
  type SharedTranslator,
} from './translations'

const TEXTS = {
  'header.cart': 'Warenkorb',
  'footer.copyright': '© {{year}} {{brand}}',
  'message.cart.add': 'In den Warenkorb gelegt',
}
const DE_URL = '/_texts/de/abc.json'
const EN_URL = '/_texts/en/def.json'
const ENGLISH = { 'header.cart': 'Cart' }

/** i18next of the locale's texts, as the worker shares it between an isolate's renders. */
const shared = (locale: string): SharedTranslator => ({
  t: createI18n(locale, TEXTS).t,
  results: new Map(),
  maxResults: 500,
})

/** What the worker records for a render that asked for these texts. */
const recordedRender = () => {
  const server = createServerTranslations(shared, TEXTS)
  const t = server.translator('de', DE_URL)
  t('header.cart')
  t('footer.copyright', { year: 2026, brand: 'Vitalis' })
  return server.recorded()
}

/** Something the test lets arrive when it says so. */
const held = <T>(value: T) => {
  let arrive = () => {}
  const load = vi.fn(
    () =>
      new Promise<T>((resolve) => {
        arrive = () => resolve(value)
      }),
  )
  return { load, arrive: () => arrive() }
}

/** The texts files of the test, by address, at once. */
const files = () =>
  vi.fn((url: string) =>
    Promise.resolve(url === EN_URL ? ENGLISH : (TEXTS as Record<string, string>)),
  )

describe('createServerTranslations', () => {
  it('translates with i18next and records every text by its arguments', () => {
    expect(recordedRender()).toEqual({
      '["header.cart"]': 'Warenkorb',
      '["footer.copyright",{"year":2026,"brand":"Vitalis"}]': '© 2026 Vitalis',
    })
  })

  it('hands out the same function for the same locale and texts, so renders stay memoised', () => {
    const server = createServerTranslations(shared, TEXTS)
    expect(server.translator('de', DE_URL)).toBe(server.translator('de', DE_URL))
    expect(server.texts()).toBe(TEXTS)
  })

  it("answers a call the isolate's earlier renders made from their results, and records it", () => {
    const translator = shared('de')
    const t = vi.fn(translator.t)
    const first = createServerTranslations(() => ({ ...translator, t }), TEXTS)
    first.translator('de', DE_URL)('header.cart')
    first.translator('de', DE_URL)('header.cart')
    const second = createServerTranslations(() => ({ ...translator, t }), TEXTS)
    expect(second.translator('de', DE_URL)('header.cart')).toBe('Warenkorb')
    expect(t).toHaveBeenCalledTimes(1)
    expect(second.recorded()).toEqual({ '["header.cart"]': 'Warenkorb' })
  })

  it('keeps no more results than it may, and still translates every call', () => {
    const translator = { ...shared('de'), maxResults: 1 }
    const t = createServerTranslations(() => translator, TEXTS).translator('de', DE_URL)
    expect(t('footer.copyright', { year: 1, brand: 'A' })).toBe('© 1 A')
    expect(t('footer.copyright', { year: 2, brand: 'B' })).toBe('© 2 B')
    expect(translator.results.size).toBe(1)
  })
})

describe('createBrowserTranslations', () => {
  it('shows the texts of the server render without loading i18next or the texts file', () => {
    const i18next = held(createI18n)
    const fetchTexts = files()
    const browser = createBrowserTranslations({
      locale: 'de',
      textsUrl: DE_URL,
      recorded: recordedRender(),
      load: i18next.load,
      fetchTexts,
    })
    const t = browser.translator('de', DE_URL)
    expect(t('header.cart')).toBe('Warenkorb')
    expect(t('footer.copyright', { year: 2026, brand: 'Vitalis' })).toBe('© 2026 Vitalis')
    expect(i18next.load).not.toHaveBeenCalled()
    expect(fetchTexts).not.toHaveBeenCalled()
    expect(browser.texts()).toEqual({})
  })

  it("asks for the texts file once when a plain text was not recorded, shows '' meanwhile (never its key), and renders again when it is there", async () => {
    const i18next = held(createI18n)
    const file = held(TEXTS as Record<string, string>)
    const browser = createBrowserTranslations({
      locale: 'de',
      textsUrl: DE_URL,
      recorded: {},
      load: i18next.load,
      fetchTexts: file.load,
    })
    const listener = vi.fn()
    browser.subscribe(listener)
    const before = browser.translator('de', DE_URL)
    expect(before('message.cart.add')).toBe('')
    expect(before('header.cart')).toBe('')
    expect(file.load).toHaveBeenCalledTimes(1)
    expect(file.load).toHaveBeenCalledWith(DE_URL)

    file.arrive()
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1))
    const after = browser.translator('de', DE_URL)
    expect(after).not.toBe(before)
    // As i18next reads them, and without it.
    expect(after('message.cart.add')).toBe('In den Warenkorb gelegt')
    expect(i18next.load).not.toHaveBeenCalled()
    expect(browser.texts()).toEqual(TEXTS)
    // As i18next reads it.
    expect(createI18n('de', TEXTS).t('message.cart.add')).toBe('In den Warenkorb gelegt')
  })

  it("asks for i18next once when a text with interpolation was not recorded, showing '' meanwhile", async () => {
    const i18next = held(createI18n)
    const browser = createBrowserTranslations({
      locale: 'de',
      textsUrl: DE_URL,
      recorded: recordedRender(),
      load: i18next.load,
      fetchTexts: files(),
    })
    browser.preload()
    await vi.waitFor(() => expect(browser.texts()).toEqual(TEXTS))
    const listener = vi.fn()
    browser.subscribe(listener)
    const before = browser.translator('de', DE_URL)
    expect(before('footer.copyright', { year: 2027, brand: 'Vitalis' })).toBe('')
    expect(before('footer.copyright', { year: 2028, brand: 'Vitalis' })).toBe('')
    expect(i18next.load).toHaveBeenCalledTimes(1)

    i18next.arrive()
    await browser.load()
    expect(listener).toHaveBeenCalledTimes(1)
    const after = browser.translator('de', DE_URL)
    expect(after).not.toBe(before)
    expect(after('footer.copyright', { year: 2027, brand: 'Vitalis' })).toBe('© 2027 Vitalis')
    // A function handed out before (to the cart actions) translates with i18next now too.
    expect(before('footer.copyright', { year: 2027, brand: 'Vitalis' })).toBe('© 2027 Vitalis')
  })

  it('fetches a texts file ahead without rendering again, so the next render needs no request', async () => {
    const fetchTexts = files()
    const browser = createBrowserTranslations({
      locale: 'de',
      textsUrl: DE_URL,
      recorded: {},
      load: held(createI18n).load,
      fetchTexts,
    })
    const listener = vi.fn()
    browser.subscribe(listener)
    const t = browser.translator('de', DE_URL)
    browser.preload()
    browser.preload()
    await vi.waitFor(() => expect(browser.texts()).toEqual(TEXTS))
    expect(fetchTexts).toHaveBeenCalledTimes(1)
    expect(listener).not.toHaveBeenCalled()
    expect(t('message.cart.add')).toBe('In den Warenkorb gelegt')
  })

  it('loads i18next ahead without rendering again: a page still hydrating keeps its context', async () => {
    const browser = createBrowserTranslations({
      locale: 'de',
      textsUrl: DE_URL,
      recorded: recordedRender(),
      load: () => Promise.resolve(createI18n),
      fetchTexts: files(),
    })
    const listener = vi.fn()
    browser.subscribe(listener)
    const t = browser.translator('de', DE_URL)
    // What the cart actions do when they load: the texts and i18next, before any render needs them.
    await browser.load()
    expect(listener).not.toHaveBeenCalled()
    expect(browser.translator('de', DE_URL)).toBe(t)
    expect(t('footer.copyright', { year: 2027, brand: 'Vitalis' })).toBe('© 2027 Vitalis')
  })

  it('loads only the texts file for loadTexts(), enough for a text without values', async () => {
    const i18next = held(createI18n)
    const browser = createBrowserTranslations({
      locale: 'de',
      textsUrl: DE_URL,
      recorded: {},
      load: i18next.load,
      fetchTexts: files(),
    })
    await browser.loadTexts()
    expect(browser.translator('de', DE_URL)('message.cart.add')).toBe('In den Warenkorb gelegt')
    expect(i18next.load).not.toHaveBeenCalled()
  })

  it("loads another locale's texts and i18next for a client navigation, and never reads recorded texts for it", async () => {
    const fetchTexts = files()
    const browser = createBrowserTranslations({
      locale: 'de',
      textsUrl: DE_URL,
      recorded: recordedRender(),
      load: () => Promise.resolve(createI18n),
      fetchTexts,
    })
    await browser.load(EN_URL)
    expect(fetchTexts).toHaveBeenCalledWith(EN_URL)
    expect(browser.translator('en', EN_URL)('header.cart')).toBe('Cart')
    // The last render's texts are the actions' (the shop's messages).
    expect(browser.texts()).toEqual(ENGLISH)
    expect(browser.translator('de', DE_URL)('header.cart')).toBe('Warenkorb')
  })

  it('keeps the texts it has when i18next fails to load, and tries again on load()', async () => {
    const onLoadError = vi.fn()
    const load = vi
      .fn<() => Promise<typeof createI18n>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(createI18n)
    const browser = createBrowserTranslations({
      locale: 'de',
      textsUrl: DE_URL,
      recorded: {},
      load,
      fetchTexts: files(),
      onLoadError,
    })
    browser.preload()
    await vi.waitFor(() => expect(browser.texts()).toEqual(TEXTS))
    const t = browser.translator('de', DE_URL)
    expect(t('footer.copyright', { year: 1, brand: 'X' })).toBe('')
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1))
    // Another missing text does not retry on its own: a failing chunk is not hammered.
    t('footer.copyright', { year: 2, brand: 'X' })
    expect(t('header.cart')).toBe('Warenkorb')
    expect(load).toHaveBeenCalledTimes(1)
    await browser.load()
    expect(browser.translator('de', DE_URL)('footer.copyright', { year: 1, brand: 'X' })).toBe(
      '© 1 X',
    )
  })

  it("shows '' when the texts file fails, and fetches it again on load()", async () => {
    const onLoadError = vi.fn()
    const fetchTexts = vi
      .fn<(url: string) => Promise<Record<string, string>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(TEXTS)
    const browser = createBrowserTranslations({
      locale: 'de',
      textsUrl: DE_URL,
      recorded: {},
      load: () => Promise.resolve(createI18n),
      fetchTexts,
      onLoadError,
    })
    const t = browser.translator('de', DE_URL)
    expect(t('message.cart.add')).toBe('')
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1))
    expect(t('message.cart.add')).toBe('')
    expect(fetchTexts).toHaveBeenCalledTimes(1)
    await browser.load()
    expect(browser.translator('de', DE_URL)('message.cart.add')).toBe('In den Warenkorb gelegt')
  })
})
