import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StorefrontContext } from '../../lib/storefront-context'
import { ErrorView } from './ErrorView'

const inLocale = (ui: ReactNode) =>
  renderToStaticMarkup(
    <StorefrontContext.Provider
      value={{
        locale: 'en',
        languageTag: 'en-GB',
        dev: true,
        localePath: (p) => `/en${p}`,
        texts: () => ({}),
      }}
    >
      {ui}
    </StorefrontContext.Provider>,
  )

describe('ErrorView', () => {
  it('shows status, title, subtitle and a link home in the current locale', () => {
    const html = inLocale(<ErrorView status={404} title="404 - Not found" subtitle="Sorry" />)
    expect(html).toContain('404 - Not found</h1>')
    expect(html).toContain('Sorry')
    expect(html).toContain('href="/en/"')
    expect(html).toContain('Zur Startseite')
    expect(html).toContain('Diese Seite gibt es leider nicht (mehr).')
  })

  it('uses the generic message when the status is not 404', () => {
    expect(inLocale(<ErrorView status={500} title="500" />)).toContain('etwas schiefgelaufen')
  })

  it('shows the stack in a <pre> only when one is given', () => {
    expect(inLocale(<ErrorView status={500} title="500" />)).not.toContain('<pre')
    const html = inLocale(<ErrorView status={500} title="500" stack={'Error: boom\n  at x'} />)
    expect(html).toContain('<pre class="sf-error__stack">Error: boom\n  at x</pre>')
  })

  it('renders an <h2> title when the hero already has the <h1>', () => {
    expect(inLocale(<ErrorView status={500} title="500" headingLevel={2} />)).toContain('</h2>')
  })
})
