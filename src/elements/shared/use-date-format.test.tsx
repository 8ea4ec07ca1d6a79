// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { SiteContext } from '../../lib/site-context'
import type { PublicSite } from '../../brands/sites'
import { EntryDate } from '../account_orders/order-pieces'
import { NewsDate } from '../news_pi1/NewsDate'
import { TEST_PUBLIC_SITE } from '../testing/commerce'
import { cleanupHydrated, renderAndHydrate, renderStatic, withStorefront } from '../testing/harness'

/** The Austrian site as wrangler.toml registers it: de-AT, Europe/Vienna. */
const VITALIS_AT: PublicSite = {
  ...TEST_PUBLIC_SITE,
  id: 'vitalis-at',
  country: 'at',
  config: { rootCategoryId: 10, timezone: 'Europe/Vienna' },
}
const inSite = (site: PublicSite, tree: React.ReactNode, languageTag = 'de-DE') =>
  withStorefront(<SiteContext value={site}>{tree}</SiteContext>, { languageTag })

afterEach(cleanupHydrated)

describe('dates in the site time zone', () => {
  // 23:30 UTC on 24 November: already the 25th in Vienna and Berlin, still the 24th in New York.
  const lateEvening = '2026-11-24 23:30:00'

  it('shows the Austrian site its dates in Vienna time, alike on the server and in hydration', async () => {
    const { container, mismatches } = await renderAndHydrate(
      inSite(VITALIS_AT, <EntryDate value={lateEvening} withTime />, 'de-AT'),
    )
    expect(mismatches).toEqual([])
    const time = container.querySelector('time')
    expect(time?.textContent).toBe('25.11.26, 00:30')
    expect(time?.getAttribute('datetime')).toBe('2026-11-24T23:30:00.000Z')
  })

  it('takes the zone from the site, not a fixed one', () => {
    const newYork = {
      ...VITALIS_AT,
      config: { ...VITALIS_AT.config, timezone: 'America/New_York' },
    }
    const html = renderStatic(inSite(newYork, <NewsDate value={lateEvening} />))
    expect(html.querySelector('time')?.textContent).toBe('24.11.26')
    const vienna = renderStatic(inSite(VITALIS_AT, <NewsDate value={lateEvening} />, 'de-AT'))
    expect(vienna.querySelector('time')?.textContent).toBe('25.11.26')
  })

  it('shows Europe/Berlin outside a site (component tests)', () => {
    const html = renderStatic(withStorefront(<EntryDate value={lateEvening} withTime />))
    expect(html.querySelector('time')?.textContent).toBe('25.11.26, 00:30')
  })
})
