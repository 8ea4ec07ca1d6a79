import { hydrateRoot } from 'react-dom/client'
import { z } from 'zod'
import { createDocumentCookieJar } from '../cart'
import { BOOTSTRAP_ELEMENT_ID, parseBootstrap } from './bootstrap'
import { createStorefrontServices } from './services/create-services'
import { Storefront } from './Storefront'

/**
 * The browser entry: the only hydrateRoot(). It reads the snapshot the worker rendered from and
 * the same cookies the worker read, so the first render matches the server's to the letter.
 */
// zod probes `new Function('')` to compile fast parsers; the page's CSP forbids eval, and the
// refused probe is reported as a CSP violation. Interpreted parsing is fast enough here.
z.config({ jitless: true })

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
