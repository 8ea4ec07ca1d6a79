import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
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
  it('renders each link group with its heading and links', () => {
    const html = renderToStaticMarkup(<Footer brand="stozzon" groups={groups} />)
    expect(html).toContain('<h2 class="sf-footer__title">Service</h2>')
    expect(html).toContain('href="/kontakt"')
    expect(html).toContain('target="_blank" rel="noopener noreferrer"')
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
