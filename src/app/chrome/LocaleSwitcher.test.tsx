// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { language } from '../testing/chrome'
import { LocaleSwitcher } from './LocaleSwitcher'

const render = (languages: Parameters<typeof LocaleSwitcher>[0]['languages']) => {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(<LocaleSwitcher languages={languages} />)
  return host
}

describe('LocaleSwitcher', () => {
  it("links each translation by its language's name, the current one marked", () => {
    const host = render([
      language('de', { active: true, link: '/ratgeber' }),
      language('en', { link: '/en/guide' }),
    ])
    const links = [...host.querySelectorAll('a')]
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Deutsch', '/ratgeber'],
      ['English', '/en/guide'],
    ])
    expect(links[0]?.getAttribute('aria-current')).toBe('true')
    expect(links[1]?.getAttribute('lang')).toBe('en')
  })

  it("leads a language the page is not translated into to that language's home, and says so", () => {
    const host = render([
      language('de', { active: true, link: '/ratgeber/artikel/genug-trinken' }),
      language('en', { available: false, link: '/en' }),
    ])
    const home = host.querySelector('a.sf-locale__link--home')
    expect(home?.getAttribute('href')).toBe('/en')
    expect(home?.getAttribute('hreflang')).toBe('en-EN')
    // The language's name in its own language, the note in the page's.
    expect(home?.querySelector('[lang="en"]')?.textContent).toBe('English')
    expect(home?.querySelector('.sf-locale__note')?.textContent).toBe(
      'Seite nicht übersetzt: zur Startseite',
    )
    expect(home?.querySelector('.sf-locale__note')?.hasAttribute('lang')).toBe(false)
  })

  it('keeps a language without any link visible but inert', () => {
    const host = render([
      language('de', { active: true }),
      language('fr', { available: false, link: '' }),
    ])
    expect(host.querySelectorAll('a')).toHaveLength(1)
    expect(host.querySelector('[aria-disabled="true"]')?.textContent).toBe('fr')
  })

  it('renders nothing with a single language', () => {
    expect(render([language('de', { active: true })]).innerHTML).toBe('')
  })
})
