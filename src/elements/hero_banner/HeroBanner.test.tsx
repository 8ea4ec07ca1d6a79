// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaSchema } from '../../lib/media'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { NavigationContext, type Navigate } from '../../lib/navigation'
import { SiteContext } from '../../lib/site-context'
import { heroImage } from '../testing'
import { TEST_PUBLIC_SITE } from '../testing/commerce'
import { cleanupHydrated, renderAndHydrate, renderStatic, withStorefront } from '../testing/harness'
import { HeroBanner, type HeroBannerProps } from './HeroBanner'

const search = { placeholder: 'Produkt oder Wirkstoff suchen', buttonLabel: 'Suchen' }

/** Server-renders and hydrates the hero in a site, then hands back its search controls. */
async function mountHero(props: Partial<HeroBannerProps> = {}) {
  const navigate = vi.fn<Navigate>()
  const tree = withStorefront(
    <SiteContext value={TEST_PUBLIC_SITE}>
      <NavigationContext value={navigate}>
        <HeroBanner title="Gut durch den Winter" search={search} {...props} />
      </NavigationContext>
    </SiteContext>,
  )
  const result = await renderAndHydrate(tree)
  expect(result.mismatches).toEqual([])
  const input = result.container.querySelector('input')
  const form = result.container.querySelector('form')
  if (!input || !form) throw new Error('the hero has no search box')
  return { container: result.container, input, form, navigate }
}

/** Types as a user does: React reads the value the input event reports. */
async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const button = (container: HTMLElement) => container.querySelector('button')

describe('HeroBanner', () => {
  afterEach(cleanupHydrated)

  it('renders title, subtitle, sanitised body text and image when all are given', () => {
    const container = renderStatic(
      withStorefront(
        <HeroBanner
          title="Gut durch den Winter"
          subtitle="Vitamine für die kalte Jahreszeit"
          bodytext={sanitizeHtml('<p>Jetzt <a href="/immun" onclick="x()">entdecken</a></p>')}
          image={mediaSchema.parse(heroImage)}
          priority
        />,
      ),
    )
    expect(container.querySelector('h1')?.textContent).toBe('Gut durch den Winter')
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe(
      container.querySelector('h1')?.id,
    )
    expect(container.querySelector('.ce-hero__subtitle')?.textContent).toBe(
      'Vitamine für die kalte Jahreszeit',
    )
    expect(container.querySelector('.ce-hero__body a')?.hasAttribute('onclick')).toBe(false)
    const image = container.querySelector('img')
    expect(image?.getAttribute('alt')).toBe('Frau beim Joggen im winterlichen Park')
    expect(image?.getAttribute('fetchpriority')).toBe('high')
    expect(container.querySelector('form')).toBeNull()
  })

  it('renders only the title when nothing else is given', () => {
    const container = renderStatic(withStorefront(<HeroBanner title="Ratgeber" />))
    expect(container.querySelector('section')?.textContent).toBe('Ratgeber')
    expect(container.querySelector('img, form, p')).toBeNull()
  })

  it('labels the search input for assistive technology', async () => {
    const { container, input } = await mountHero()
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Suche')
    expect(input.getAttribute('placeholder')).toBe(search.placeholder)
  })

  it('shows no button while the typed text has 2 characters or fewer', async () => {
    const { container, input } = await mountHero()
    expect(button(container)).toBeNull()
    await typeInto(input, 'Zi')
    expect(button(container)).toBeNull()
  })

  it('shows the button once the typed text has 3 characters, and hides it again when shortened', async () => {
    const { container, input } = await mountHero()
    await typeInto(input, 'Zin')
    expect(button(container)?.textContent).toBe('Suchen')
    await typeInto(input, 'Zi')
    expect(button(container)).toBeNull()
  })

  it('gives the placeholder the whole field, and keeps room for the button only once it shows', async () => {
    const { form, input } = await mountHero()
    expect(form.classList.contains('ce-hero-search--with-button')).toBe(false)
    await typeInto(input, 'Zin')
    expect(form.classList.contains('ce-hero-search--with-button')).toBe(true)
    // The field itself reserves no room for a button that is not there.
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'styles.css'), 'utf8')
    const field = /\.ce-hero-search__input \{([^}]*)\}/.exec(css)?.[1] ?? ''
    expect(field).not.toMatch(/padding-(right|inline-end)/)
    expect(css).toMatch(
      /\.ce-hero-search--with-button \.ce-hero-search__input \{[^}]*padding-right/,
    )
  })

  it('keeps a search typed before the page hydrated and shows the button for it', async () => {
    const tree = withStorefront(
      <SiteContext value={TEST_PUBLIC_SITE}>
        <HeroBanner title="Gut durch den Winter" search={search} />
      </SiteContext>,
    )
    const container = renderStatic(tree)
    document.body.appendChild(container)
    const input = container.querySelector('input')
    if (!input) throw new Error('the hero has no search box')
    input.value = 'Vit'
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, tree)
    })

    expect(input.value).toBe('Vit')
    expect(button(container)?.textContent).toBe('Suchen')
    act(() => root?.unmount())
    container.remove()
  })

  it('never shows a button when no button label is set', async () => {
    const { container, input } = await mountHero({
      search: { placeholder: 'Suche', buttonLabel: ' ' },
    })
    await typeInto(input, 'Magnesium')
    expect(button(container)).toBeNull()
  })

  it('removes focus from the input when Enter is pressed', async () => {
    const { input } = await mountHero()
    input.focus()
    expect(document.activeElement).toBe(input)
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    })
    expect(document.activeElement).toBe(input)
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    })
    expect(document.activeElement).not.toBe(input)
  })

  it('leads to the product search results when the button is pressed', async () => {
    const { container, input, navigate } = await mountHero()
    await typeInto(input, ' Vitamin D ')
    await act(async () => {
      button(container)?.click()
    })
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/produkte?q=Vitamin+D')
  })

  it('goes nowhere when the form is submitted or Enter is pressed', async () => {
    const { form, input, navigate } = await mountHero()
    await typeInto(input, 'Zink')
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    await act(async () => {
      form.dispatchEvent(submit)
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    })
    expect(submit.defaultPrevented).toBe(true)
    expect(input.value).toBe('Zink')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('keeps the focus in the field when the typed text is only blanks', async () => {
    const { container, input, navigate } = await mountHero()
    await typeInto(input, '   ')
    await act(async () => {
      button(container)?.click()
    })
    expect(navigate).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(input)
  })
})
