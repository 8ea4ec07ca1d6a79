import { describe, expect, it } from 'vitest'
import { accountOrderSlugs } from './content/account-pages-orders'
import { getJson, SITE_LOCALES } from './test-support'
import type { InitialDataJson, PageJson } from './types'

/**
 * The order pages (./content/account-pages-orders.ts) on every brand site and
 * locale: orders and returns below the account page (which the storefront guards), the guest
 * order lookup outside it, each holding its element, the orders and returns pages linking to
 * each other in the locale's paths.
 */
const BRAND_SITES = SITE_LOCALES.filter((entry) => entry.siteId !== 'typo3')

const elementsOf = (page: PageJson) => Object.values(page.content).flat()

describe.each(BRAND_SITES)('$siteId $locale: the order pages', ({ cms, prefix, locale }) => {
  const slugs = accountOrderSlugs(locale === 'en' ? 'en' : 'de')

  it('links the guest order lookup from the footer, where a guest who ordered finds it', async () => {
    const initial = (await getJson(`${cms}${prefix}/?type=834`)).body as InitialDataJson
    const links = initial.footer.flatMap((group) => group.links.map((link) => link.link))
    expect(links).toContain(`${prefix}${slugs.lookup}`)
  })

  it('has the orders, returns and guest lookup pages with their elements', async () => {
    const pages = await Promise.all(
      [slugs.orders, slugs.returns, slugs.lookup].map((slug) => getJson(`${cms}${prefix}${slug}`)),
    )
    expect(pages.map((answer) => answer.status)).toEqual([200, 200, 200])
    const [orders, returns, lookup] = pages.map((answer) => answer.body as PageJson)
    expect(elementsOf(orders!).find((e) => e.type === 'account_orders')?.content).toMatchObject({
      returnsLink: `${prefix}${slugs.returns}`,
    })
    expect(elementsOf(returns!).find((e) => e.type === 'account_returns')?.content).toMatchObject({
      ordersLink: `${prefix}${slugs.orders}`,
    })
    expect(elementsOf(lookup!).some((e) => e.type === 'order_lookup')).toBe(true)
    // Orders and returns sit below the account page, so the storefront's guard covers them.
    expect(slugs.orders.startsWith(locale === 'en' ? '/account/' : '/konto/')).toBe(true)
    expect(slugs.returns.startsWith(locale === 'en' ? '/account/' : '/konto/')).toBe(true)
  })
})
