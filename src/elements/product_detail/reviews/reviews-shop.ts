import { useContext, useState } from 'react'
import { createAuthToken, useAccountContext } from '../../../account'
import {
  createDocumentCookieJar,
  createLazyShopClient,
  ShopClientContext,
  type ShopClient,
} from '../../../shop'
import { useSite } from '../../../lib/site-context'

/** The app shell's site is a PublicSite, whose shop has the GraphQL endpoint SiteContext omits. */
const graphqlUrlOf = (shop: object): string | null =>
  'graphqlUrl' in shop && typeof shop.graphqlUrl === 'string' ? shop.graphqlUrl : null

/**
 * The shop client of the reviews section: the app shell's (ShopClientContext). Without one (an
 * element rendered outside the shell) the section makes a lazy client of its own: it loads the same
 * GraphQL chunk as the cart's and sends the customer's token exactly while the session says the
 * customer is signed in (a token the session ended is never sent, as with the shell's client).
 * Made during render but inert until called: nothing touches document or fetch before that.
 */
export const useReviewsShop = (): ShopClient | null => {
  const provided = useContext(ShopClientContext)
  const site = useSite()
  const { session } = useAccountContext()
  const [own] = useState(() => {
    const url = graphqlUrlOf(site.shop)
    if (provided || !url) return null
    const token = createAuthToken({
      brand: site.brand,
      shopBaseUrl: site.shop.baseUrl,
      jar: createDocumentCookieJar(),
    })
    return createLazyShopClient({
      url,
      getToken: () => (session.getState().signedIn ? token.get() : null),
    })
  })
  return provided ?? own
}
