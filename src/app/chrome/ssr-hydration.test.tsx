// @vitest-environment happy-dom
import { useSyncExternalStore, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { hydrate } from '../../../test/support/render'
import { createI18n } from '../../lib/create-i18n'
import { I18nContext } from '../../lib/i18n'
import { Layout } from '../layouts/Layout'
import { Breadcrumbs } from './Breadcrumbs'
import { BypassLink } from './BypassLink'
import { ErrorView } from './ErrorView'
import { crumb, language, navItem, navigation } from '../testing/chrome'
import { Footer } from './Footer'
import { Header } from './Header'
import { LoadingBar } from './LoadingBar'

/**
 * DESIGN.md section 4: what the worker renders must hydrate without a single mismatch. Each
 * chrome component goes through renderToString → hydrateRoot with real i18n texts; any
 * mismatch (src/brands/testing/watch-hydration.tsx) fails the test.
 */
const withTexts = (ui: ReactNode) => (
  <I18nContext.Provider
    value={
      createI18n('en', {
        'header.cart': 'Cart',
        'header.menu': 'Menu',
        'link.external': 'opens an external site',
      }).t
    }
  >
    {ui}
  </I18nContext.Provider>
)

const cases: [string, ReactNode][] = [
  [
    'Header',
    <Header
      brand="queisser"
      navigation={navigation()}
      languages={[language('de', { active: true }), language('en')]}
      homeLink="/"
      shop={{
        cartLink: '/cart',
        cartCount: 2,
        loginLink: '/login',
        accountLink: '/account',
        signedIn: true,
      }}
    />,
  ],
  [
    'Footer',
    <Footer
      brand="vitalis"
      groups={[
        {
          title: 'Service',
          links: [
            navItem('FAQ'),
            navItem('Jobs', { link: 'https://jobs.example', target: '_blank' }),
          ],
        },
      ]}
      mandatoryText="Pflichttext"
      origin="https://www.vitalis.example"
    />,
  ],
  [
    'Breadcrumbs',
    <Breadcrumbs items={[crumb('Home'), crumb('A'), crumb('B', { current: true })]} />,
  ],
  [
    'Layout',
    <Layout name="layout-3" columns={{ colPos0: <p>stage</p>, colPos1: 'a', colPos2: 'b' }} />,
  ],
  ['LoadingBar', <LoadingBar loading={false} />],
  ['BypassLink', <BypassLink targetId="main-content" />],
  ['ErrorView', <ErrorView status={500} title="500 - Fehler" stack="Error: x" />],
]

describe('chrome SSR and hydration', () => {
  it.each(cases)('hydrates %s without a mismatch', async (_name, ui) => {
    const { mismatches, html, adopted, container, unmount } = await hydrate(withTexts(ui))
    expect(html.length).toBeGreaterThan(0)
    expect(mismatches).toEqual([])
    // Hydration adopted the server nodes instead of replacing them, and left them as they were
    // (both sides as the DOM serialises them: the parser lower-cases attribute names).
    expect(adopted).toBe(true)
    const asParsed = document.createElement('div')
    asParsed.innerHTML = html
    expect(container.innerHTML).toBe(asParsed.innerHTML)
    unmount()
  })

  it('detects a text mismatch when the client renders differently (the harness can fail)', async () => {
    const { mismatches, unmount } = await hydrate(
      withTexts(<Footer brand="vitalis" groups={[]} mandatoryText="server" />),
      withTexts(<Footer brand="vitalis" groups={[]} mandatoryText="client" />),
    )
    expect(mismatches.join('\n')).toMatch(/client/)
    unmount()
  })

  it('detects a structural mismatch when the client renders another element', async () => {
    const { mismatches, unmount } = await hydrate(
      <div>
        <p>a</p>
      </div>,
      <div>
        <span>a</span>
      </div>,
    )
    expect(mismatches.length).toBeGreaterThan(0)
    unmount()
  })

  it('detects an attribute mismatch as well', async () => {
    const Probe = () => {
      const side = useSyncExternalStore(
        () => () => {},
        () => 'client',
        () => 'server',
      )
      return <a href={`/${side}`}>x</a>
    }
    // useSyncExternalStore with a server snapshot is hydration-safe: no mismatch expected...
    expect((await hydrate(<Probe />)).mismatches).toEqual([])
    // ...whereas a different attribute in the client tree is reported.
    const { mismatches } = await hydrate(<a href="/server">x</a>, <a href="/client">x</a>)
    expect(mismatches.join('\n')).toMatch(/client/)
  })
})
