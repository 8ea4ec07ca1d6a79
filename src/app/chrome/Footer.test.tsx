import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../lib/create-i18n'
import { I18nContext } from '../../lib/i18n'
import { navItem } from '../testing/chrome'
import { Footer } from './Footer'

const groups = [
  { title: 'Service', links: [navItem('Kontakt'), navItem('FAQ')] },
  {
    title: 'Rechtliches',
    links: [navItem('Impressum', { link: 'https://x.example', target: '_blank' })],
  },
]

describe('Footer', () => {
  it("leads a signed-in customer's sign-in link to the account, and a guest's to sign in", () => {
    const service = [
      { title: 'Service', links: [navItem('Anmelden', { link: '/login' }), navItem('FAQ')] },
    ]
    const account = { loginLink: '/login', accountLink: '/konto' }
    const guest = renderToStaticMarkup(
      <Footer brand="stozzon" groups={service} account={{ ...account, signedIn: false }} />,
    )
    expect(guest).toContain('<a href="/login" class="sf-footer__link">Anmelden</a>')
    const customer = renderToStaticMarkup(
      <Footer brand="stozzon" groups={service} account={{ ...account, signedIn: true }} />,
    )
    expect(customer).toContain('<a href="/konto" class="sf-footer__link">Mein Konto</a>')
    expect(customer).not.toContain('Anmelden')
    expect(customer).toContain('>FAQ</a>')
  })

  it('renders each link group with its heading and links', () => {
    const html = renderToStaticMarkup(<Footer brand="stozzon" groups={groups} />)
    expect(html).toContain('<h2 class="sf-footer__title">Service</h2>')
    expect(html).toContain('href="/kontakt"')
    expect(html).toContain('target="_blank" rel="noopener noreferrer"')
  })

  it('says visibly and to screen readers that a link leaves the site', () => {
    const html = renderToStaticMarkup(
      <Footer brand="stozzon" groups={groups} origin="https://www.stozzon.example" />,
    )
    const external = html.slice(html.indexOf('href="https://x.example"'))
    expect(external).toMatch(
      /^[^<]*>Impressum<span class="sf-external-mark" aria-hidden="true">↗<\/span><span class="visually-hidden"> \(öffnet externe Seite\)<\/span><\/a>/,
    )
  })

  it("marks no internal link, nor an absolute one to the page's own origin", () => {
    const own = [navItem('AGB', { link: 'https://www.stozzon.example/agb' })]
    const html = renderToStaticMarkup(
      <Footer
        brand="stozzon"
        groups={[...groups.slice(0, 1), { title: 'Rechtliches', links: own }]}
        origin="https://www.stozzon.example"
      />,
    )
    expect(html).toContain('<a href="/kontakt" class="sf-footer__link">Kontakt</a>')
    expect(html).toContain('class="sf-footer__link">AGB</a>')
    expect(html).not.toContain('sf-external-mark')
    expect(html).not.toContain('visually-hidden')
  })

  it('reads the screen reader text from the CMS texts', () => {
    const t = createI18n('en', { 'link.external': 'opens an external site' }).t
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={t}>
        <Footer brand="vitalis" groups={groups} />
      </I18nContext.Provider>,
    )
    expect(html).toContain('<span class="visually-hidden"> (opens an external site)</span>')
  })

  it('gives a column without a title (a flat footer menu) no empty heading', () => {
    const flat = [{ title: '', links: [navItem('Impressum'), navItem('Datenschutz')] }]
    const html = renderToStaticMarkup(<Footer brand="vitalis" groups={flat} />)
    expect(html).toContain('href="/impressum"')
    expect(html).not.toContain('<h2')
  })

  it('shows the mandatory text when the page has one', () => {
    const html = renderToStaticMarkup(
      <Footer brand="stozzon" groups={[]} mandatoryText="Zu Risiken und Nebenwirkungen …" />,
    )
    expect(html).toContain('<p class="sf-footer__mandatory">Zu Risiken und Nebenwirkungen …</p>')
  })

  it('omits the mandatory paragraph and the nav when there is nothing to show', () => {
    const html = renderToStaticMarkup(<Footer brand="stozzon" groups={[]} />)
    expect(html).not.toContain('sf-footer__mandatory')
    expect(html).not.toContain('<nav')
  })

  it('writes the copyright with the brand name when no text is configured', () => {
    expect(renderToStaticMarkup(<Footer brand="queisser" groups={[]} />)).toContain('© Queisser')
  })
})
