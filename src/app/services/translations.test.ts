import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../lib/create-i18n'
import { createBrowserTranslations, createServerTranslations } from './translations'

const TEXTS = {
  'header.cart': 'Warenkorb',
  'footer.copyright': '© {{year}} {{brand}}',
  'message.cart.add': 'In den Warenkorb gelegt',
}

/** What the worker records for a render that asked for these texts. */
const recordedRender = () => {
  const server = createServerTranslations((locale, texts) => createI18n(locale, texts).t)
  const t = server.translator('de', TEXTS)
  t('header.cart', 'Cart')
  t('footer.copyright', { year: 2026, brand: 'Vitalis' })
  return server.recorded()
}

/** A loader whose i18next arrives when the test says so. */
const heldLoader = () => {
  let arrive = () => {}
  const load = vi.fn(
    () =>
      new Promise<typeof createI18n>((resolve) => {
        arrive = () => resolve(createI18n)
      }),
  )
  return { load, arrive: () => arrive() }
}

describe('createServerTranslations', () => {
  it('translates with i18next and records every text by its arguments', () => {
    expect(recordedRender()).toEqual({
      '["header.cart","Cart"]': 'Warenkorb',
      '["footer.copyright",{"year":2026,"brand":"Vitalis"}]': '© 2026 Vitalis',
    })
  })

  it('hands out the same function for the same locale and texts, so renders stay memoised', () => {
    const server = createServerTranslations((locale, texts) => createI18n(locale, texts).t)
    expect(server.translator('de', TEXTS)).toBe(server.translator('de', TEXTS))
  })
})

describe('createBrowserTranslations', () => {
  it('shows the texts of the server render without loading i18next', () => {
    const { load } = heldLoader()
    const browser = createBrowserTranslations({
      locale: 'de',
      texts: TEXTS,
      recorded: recordedRender(),
      load,
    })
    const t = browser.translator('de', TEXTS)
    expect(t('header.cart', 'Cart')).toBe('Warenkorb')
    expect(t('footer.copyright', { year: 2026, brand: 'Vitalis' })).toBe('© 2026 Vitalis')
    expect(load).not.toHaveBeenCalled()
  })

  it('reads a plain text nobody recorded from the CMS texts as i18next would, without loading it', () => {
    const { load } = heldLoader()
    const browser = createBrowserTranslations({ locale: 'de', texts: TEXTS, recorded: {}, load })
    const t = browser.translator('de', TEXTS)
    expect(t('message.cart.add')).toBe('In den Warenkorb gelegt')
    expect(t('message.cart.add', 'Added')).toBe('In den Warenkorb gelegt')
    expect(t('header.login', 'Anmelden')).toBe('Anmelden')
    expect(t('header.login', { defaultValue: 'Anmelden' })).toBe('Anmelden')
    expect(t('header.unknown')).toBe('header.unknown')
    expect(load).not.toHaveBeenCalled()
    // The same calls through i18next give the same texts.
    const i18next = createI18n('de', TEXTS).t
    expect(i18next('message.cart.add', 'Added')).toBe('In den Warenkorb gelegt')
    expect(i18next('header.login', { defaultValue: 'Anmelden' })).toBe('Anmelden')
    expect(i18next('header.unknown')).toBe('header.unknown')
  })

  it('asks for i18next once when a text with interpolation was not recorded, showing its fallback meanwhile', async () => {
    const { load, arrive } = heldLoader()
    const browser = createBrowserTranslations({
      locale: 'de',
      texts: TEXTS,
      recorded: recordedRender(),
      load,
    })
    const listener = vi.fn()
    browser.subscribe(listener)
    const before = browser.translator('de', TEXTS)
    expect(before('footer.copyright', { year: 2027, brand: 'Vitalis' })).toBe('footer.copyright')
    expect(before('footer.copyright', { year: 2028, brand: 'Vitalis' })).toBe('footer.copyright')
    expect(load).toHaveBeenCalledTimes(1)

    arrive()
    await browser.load()
    expect(listener).toHaveBeenCalledTimes(1)
    const after = browser.translator('de', TEXTS)
    expect(after).not.toBe(before)
    expect(after('footer.copyright', { year: 2027, brand: 'Vitalis' })).toBe('© 2027 Vitalis')
    // A function handed out before (to the cart actions) translates with i18next now too.
    expect(before('footer.copyright', { year: 2027, brand: 'Vitalis' })).toBe('© 2027 Vitalis')
  })

  it('never reads recorded texts for another locale', () => {
    const browser = createBrowserTranslations({
      locale: 'de',
      texts: TEXTS,
      recorded: recordedRender(),
      load: heldLoader().load,
    })
    const english = { 'header.cart': 'Cart' }
    expect(browser.translator('en', english)('header.cart', 'Warenkorb')).toBe('Cart')
  })

  it('keeps the texts it has when i18next fails to load, and tries again on load()', async () => {
    const onLoadError = vi.fn()
    const load = vi
      .fn<() => Promise<typeof createI18n>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(createI18n)
    const browser = createBrowserTranslations({
      locale: 'de',
      texts: TEXTS,
      recorded: {},
      load,
      onLoadError,
    })
    const t = browser.translator('de', TEXTS)
    expect(t('footer.copyright', { year: 1, brand: 'X' })).toBe('footer.copyright')
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1))
    // Another missing text does not retry on its own: a failing chunk is not hammered.
    t('footer.copyright', { year: 2, brand: 'X' })
    expect(t('header.cart', 'Cart')).toBe('Warenkorb')
    expect(load).toHaveBeenCalledTimes(1)
    await browser.load()
    expect(browser.translator('de', TEXTS)('footer.copyright', { year: 1, brand: 'X' })).toBe(
      '© 1 X',
    )
  })
})
