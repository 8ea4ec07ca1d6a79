import './zod-jitless.client'
import { hydrateRoot } from 'react-dom/client'
import { createDocumentCookieJar } from '../cart'
import { BOOTSTRAP_ELEMENT_ID, parseBootstrap } from './bootstrap'
import { createStorefrontServices } from './services/create-services'
import { Storefront } from './Storefront'

/**
 * The browser entry: the only hydrateRoot(). It reads the snapshot the worker rendered from and
 * the same cookies the worker read, so the first render matches the server's to the letter.
 */
const element = document.getElementById(BOOTSTRAP_ELEMENT_ID)
const root = document.getElementById('root')
if (element && root) {
  const data = parseBootstrap(JSON.parse(element.textContent ?? '{}'))
  const services = createStorefrontServices({
    site: data.site,
    locale: data.locale,
    cookies: createDocumentCookieJar(),
    catalogue: data.catalogue,
    browser: {
      fetch: window.fetch.bind(window),
      setTimer: (callback, ms) => window.setTimeout(callback, ms),
    },
  })
  hydrateRoot(root, <Storefront data={data} services={services} />, {
    onRecoverableError: (error) => console.error('hydration', error),
  })
}
