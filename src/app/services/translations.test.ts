import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../lib/create-i18n'
import { createBrowserTranslations, createServerTranslations } from './translations'

const TEXTS = {
  'header.cart': 'Warenkorb',
  'footer.copyright': '© {{year}} {{brand}}',
  'message.cart.add': 'In den Warenkorb gelegt',
}
const DE_URL = '/_texts/de/abc.json'
const EN_URL = '/_texts/en/def.json'
const ENGLISH = { 'header.cart': 'Cart' }

/** What the worker records for a render that asked for these texts. */
const recordedRender = () => {
  const server = createServerTranslations((locale) => createI18n(locale, TEXTS).t, TEXTS)
  const t = server.translator('de', DE_URL)
  t('header.cart', 'Cart')
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
      '["header.cart","Cart"]': 'Warenkorb',
      '["footer.copyright",{"year":2026,"brand":"Vitalis"}]': '© 2026 Vitalis',
    })
  })

  it('hands out the same function for the same locale and texts, so renders stay memoised', () => {
    const server = createServerTranslations((locale) => createI18n(locale, TEXTS).t, TEXTS)
    expect(server.translator('de', DE_URL)).toBe(server.translator('de', DE_URL))
    expect(server.texts()).toBe(TEXTS)
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
    expect(t('header.cart', 'Cart')).toBe('Warenkorb')
    expect(t('footer.copyright', { year: 2026, brand: 'Vitalis' })).toBe('© 2026 Vitalis')
    expect(i18next.load).not.toHaveBeenCalled()
    expect(fetchTexts).not.toHaveBeenCalled()
    expect(browser.texts()).toEqual({})
  })

  it('asks for the texts file once when a plain text was not recorded, and renders again when it is there', async () => {
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
    expect(before('message.cart.add', 'Added')).toBe('Added')
    expect(before('header.cart', 'Cart')).toBe('Cart')
    expect(file.load).toHaveBeenCalledTimes(1)
    expect(file.load).toHaveBeenCalledWith(DE_URL)

    file.arrive()
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1))
    const after = browser.translator('de', DE_URL)
    expect(after).not.toBe(before)
    // As i18next reads them, and without it.
    expect(after('message.cart.add', 'Added')).toBe('In den Warenkorb gelegt')
    expect(after('header.login', { defaultValue: 'Anmelden' })).toBe('Anmelden')
    expect(after('header.unknown')).toBe('header.unknown')
    expect(i18next.load).not.toHaveBeenCalled()
    expect(browser.texts()).toEqual(TEXTS)
    const i18n = createI18n('de', TEXTS).t
    expect(i18n('message.cart.add', 'Added')).toBe('In den Warenkorb gelegt')
    expect(i18n('header.login', { defaultValue: 'Anmelden' })).toBe('Anmelden')
    expect(i18n('header.unknown')).toBe('header.unknown')
  })

  it('asks for i18next once when a text with interpolation was not recorded, showing its fallback meanwhile', async () => {
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
    expect(before('footer.copyright', { year: 2027, brand: 'Vitalis' })).toBe('footer.copyright')
    expect(before('footer.copyright', { year: 2028, brand: 'Vitalis' })).toBe('footer.copyright')
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
    expect(browser.translator('en', EN_URL)('header.cart', 'Warenkorb')).toBe('Cart')
    // The last render's texts are the actions' (the shop's messages).
    expect(browser.texts()).toEqual(ENGLISH)
    expect(browser.translator('de', DE_URL)('header.cart', 'Cart')).toBe('Warenkorb')
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
    expect(t('footer.copyright', { year: 1, brand: 'X' })).toBe('footer.copyright')
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1))
    // Another missing text does not retry on its own: a failing chunk is not hammered.
    t('footer.copyright', { year: 2, brand: 'X' })
    expect(t('header.cart', 'Cart')).toBe('Warenkorb')
    expect(load).toHaveBeenCalledTimes(1)
    await browser.load()
    expect(browser.translator('de', DE_URL)('footer.copyright', { year: 1, brand: 'X' })).toBe(
      '© 1 X',
    )
  })

  it('shows fallbacks when the texts file fails, and fetches it again on load()', async () => {
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
    expect(t('message.cart.add', 'Added')).toBe('Added')
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1))
    expect(t('message.cart.add', 'Added')).toBe('Added')
    expect(fetchTexts).toHaveBeenCalledTimes(1)
    await browser.load()
    expect(browser.translator('de', DE_URL)('message.cart.add', 'Added')).toBe(
      'In den Warenkorb gelegt',
    )
  })
})
