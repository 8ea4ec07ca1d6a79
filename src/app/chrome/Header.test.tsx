// @vitest-environment happy-dom
import { act } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, type Rendered } from '../../../test/support/render'
import { language, navigation } from '../testing/chrome'
import { Header, type HeaderProps, type HeaderShop } from './Header'

const shop = (overrides: Partial<HeaderShop> = {}): HeaderShop => ({
  cartLink: '/cart',
  cartCount: 0,
  loginLink: '/login',
  accountLink: '/konto',
  signedIn: false,
  ...overrides,
})

const props = (overrides: Partial<HeaderProps> = {}): HeaderProps => ({
  brand: 'litozin',
  navigation: navigation(),
  languages: [
    language('de', { active: true }),
    language('en'),
    language('fr', { available: false }),
  ],
  homeLink: '/',
  shop: shop(),
  ...overrides,
})

const dom = (html: string) => {
  const host = document.createElement('div')
  host.innerHTML = html
  return host
}

describe('Header', () => {
  it('hides the cart badge when the cart is empty', () => {
    const host = dom(renderToStaticMarkup(<Header {...props({ shop: shop({ cartCount: 0 }) })} />))
    expect(host.querySelector('.sf-cart-link__badge')).toBeNull()
    expect(host.querySelector('a[href="/cart"]')?.getAttribute('aria-label')).toBe('Warenkorb: 0')
  })

  it('shows the count in the badge and the link label when the cart has items', () => {
    const host = dom(renderToStaticMarkup(<Header {...props({ shop: shop({ cartCount: 3 }) })} />))
    const link = host.querySelector('a[href="/cart"]')
    expect(link?.querySelector('.sf-cart-link__badge')?.textContent).toBe('3')
    expect(link?.getAttribute('aria-label')).toBe('Warenkorb: 3')
  })

  it('caps the badge at 99+ when the count has three digits', () => {
    const host = dom(
      renderToStaticMarkup(<Header {...props({ shop: shop({ cartCount: 120 }) })} />),
    )
    expect(host.querySelector('.sf-cart-link__badge')?.textContent).toBe('99+')
    // The name holds the visible text (WCAG 2.5.3), not a number the shopper does not see.
    expect(host.querySelector('.sf-cart-link')?.getAttribute('aria-label')).toBe('Warenkorb: 99+')
  })

  it('links the brand logo home and the account to the login page', () => {
    const host = dom(renderToStaticMarkup(<Header {...props()} />))
    const home = host.querySelector('a.sf-header__logo')
    expect(home?.getAttribute('href')).toBe('/')
    expect(home?.querySelector('svg title')?.textContent).toBe('Litozin')
    expect(host.querySelector('a[href="/login"]')?.textContent).toBe('Anmelden')
  })

  it('leads a signed-in customer to the account overview, from the server render on', () => {
    const guest = dom(renderToStaticMarkup(<Header {...props()} />))
    expect(guest.querySelector('.sf-account-link')?.getAttribute('data-signed-in')).toBe('false')
    expect(guest.querySelector('.sf-account-link')?.getAttribute('href')).toBe('/login')
    expect(guest.querySelector('.sf-account-link__mark')).toBeNull()
    const host = dom(
      renderToStaticMarkup(<Header {...props({ shop: shop({ signedIn: true }) })} />),
    )
    const link = host.querySelector('.sf-account-link')
    expect(link?.getAttribute('href')).toBe('/konto')
    expect(link?.getAttribute('data-signed-in')).toBe('true')
    expect(link?.textContent).toBe('Mein Konto')
    expect(link?.querySelector('.sf-account-link__mark')?.getAttribute('aria-hidden')).toBe('true')
    expect(host.querySelector('a[href="/login"]')).toBeNull()
  })

  it('offers no cart and no account where the site does not sell', () => {
    const host = dom(renderToStaticMarkup(<Header {...props({ shop: null })} />))
    expect(host.querySelector('.sf-cart-link')).toBeNull()
    expect(host.querySelector('.sf-account-link')).toBeNull()
    // The rest of the header stays: logo, navigation, languages, menu.
    expect(host.querySelector('a.sf-header__logo')).not.toBeNull()
    expect(host.querySelector('.sf-locale')).not.toBeNull()
    expect(host.querySelector('details.sf-header__mobile')).not.toBeNull()
  })

  it('builds the primary nav from the children of the navigation root', () => {
    const host = dom(renderToStaticMarkup(<Header {...props()} />))
    const nav = host.querySelector('.sf-header__nav')
    const top = [...(nav?.querySelectorAll(':scope > ul > li') ?? [])]
    expect(top.map((li) => li.querySelector('summary, a')?.textContent)).toEqual([
      'Produkte',
      'Ratgeber',
      'Shop↗ (öffnet externe Seite)',
    ])
    // The dropdown repeats the parent as its first link, since the summary cannot navigate.
    const sub = [...(top[0]?.querySelectorAll('details > ul a') ?? [])]
    expect(sub.map((a) => a.getAttribute('href'))).toEqual(['/produkte', '/gelenke', '/verdauung'])
    expect(top[0]?.querySelector('a[href="/gelenke"]')?.getAttribute('aria-current')).toBe('page')
    expect(top[2]?.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('marks an entry that leaves the site, and none that stays on it', () => {
    const host = dom(
      renderToStaticMarkup(<Header {...props({ origin: 'https://shop.example' })} />),
    )
    // Same origin as the page: the shop entry no longer leaves the site.
    expect(host.querySelector('.sf-external-mark')).toBeNull()
    const other = dom(
      renderToStaticMarkup(<Header {...props({ origin: 'https://litozin.example' })} />),
    )
    const shop = other.querySelector('.sf-header__nav a[href="https://shop.example"]')
    expect(shop?.querySelector('.sf-external-mark[aria-hidden="true"]')?.textContent).toBe('↗')
    expect(shop?.querySelector('.visually-hidden')?.textContent).toBe(' (öffnet externe Seite)')
    expect(other.querySelectorAll('.sf-header__nav .sf-external-mark')).toHaveLength(1)
  })

  it('offers the menu as a <details> toggle labelled by t("header.menu")', () => {
    const host = dom(renderToStaticMarkup(<Header {...props()} />))
    const toggle = host.querySelector('details.sf-header__mobile > summary')
    expect(toggle?.textContent).toBe('Menü')
    expect(host.querySelector('details.sf-header__mobile nav')).not.toBeNull()
  })

  it('marks the current language and leads an untranslated one to its home page', () => {
    const host = dom(renderToStaticMarkup(<Header {...props()} />))
    const switcher = host.querySelector('.sf-locale')
    expect(switcher?.querySelector('summary')?.textContent).toContain('Sprache wählen')
    expect(switcher?.querySelector('[aria-current]')?.textContent).toBe('Deutsch')
    expect(switcher?.querySelector('a[hreflang="en-EN"]')?.getAttribute('href')).toBe('/en')
    expect(switcher?.querySelector('a[hreflang="fr-FR"]')?.textContent).toBe(
      'frSeite nicht übersetzt: zur Startseite',
    )
  })

  it('omits the locale switcher when there is only one language', () => {
    const host = dom(renderToStaticMarkup(<Header {...props({ languages: [language('de')] })} />))
    expect(host.querySelector('.sf-locale')).toBeNull()
  })

  it('renders an empty nav without failing when the navigation is empty', () => {
    const host = dom(renderToStaticMarkup(<Header {...props({ navigation: [] })} />))
    expect(host.querySelectorAll('.sf-nav li')).toHaveLength(0)
  })
})

/** Opens a menu as a shopper would; the menus' watcher loads with the first one opened. */
const open = async (details: Element) => {
  details.setAttribute('open', '')
  // Browsers queue the toggle event as a task; happy-dom may not, so it is sent here.
  details.dispatchEvent(new Event('toggle'))
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}

describe('Header menus once hydrated', () => {
  let view: Rendered
  afterEach(() => view.unmount())

  it('closes an open menu when the user clicks outside it', async () => {
    view = render(<Header {...props()} />)
    const menu = view.container.querySelector('details.sf-header__mobile')!
    await open(menu)
    act(() => void document.body.dispatchEvent(new MouseEvent('click', { bubbles: true })))
    expect(menu.hasAttribute('open')).toBe(false)
  })

  it('closes the innermost menu and refocuses its summary when Escape is pressed', async () => {
    view = render(<Header {...props()} />)
    const locale = view.container.querySelector('details.sf-locale')!
    await open(locale)
    const link = locale.querySelector('a')!
    link.focus()
    act(
      () => void link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    )
    expect(locale.hasAttribute('open')).toBe(false)
    expect(document.activeElement).toBe(locale.querySelector('summary'))
  })

  it('closes the phone menu when focus leaves it, so it never covers what has focus', async () => {
    view = render(<Header {...props()} />)
    const menu = view.container.querySelector('details.sf-header__mobile')!
    await open(menu)
    // Focus inside keeps it open.
    act(() => menu.querySelector<HTMLElement>('.sf-header__mobile-panel a')!.focus())
    expect(menu.hasAttribute('open')).toBe(true)
    // Shift+Tab out of it, to the cart link before it: closed.
    act(() => view.container.querySelector<HTMLElement>('.sf-cart-link')!.focus())
    expect(menu.hasAttribute('open')).toBe(false)
  })

  it('closes every open menu on Escape with focus outside them, leaving focus where it is', async () => {
    view = render(<Header {...props()} />)
    const menu = view.container.querySelector('details.sf-header__mobile')!
    const logo = view.container.querySelector<HTMLElement>('a.sf-header__logo')!
    await open(menu)
    act(() => logo.focus())
    menu.setAttribute('open', '')
    act(
      () => void logo.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    )
    expect(menu.hasAttribute('open')).toBe(false)
    expect(document.activeElement).toBe(logo)
  })

  it('puts focus into the search field when the header search is opened', async () => {
    view = render(<Header {...props({ searchAction: '/produkte' })} />)
    const search = view.container.querySelector<HTMLDetailsElement>('details.sf-header__search')!
    await open(search)
    expect(document.activeElement).toBe(search.querySelector('input[name="q"]'))
  })
})
