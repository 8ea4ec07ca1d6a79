import { hydrateRoot } from 'react-dom/client'
import { BOOTSTRAP_ELEMENT_ID, parseBootstrap } from './bootstrap'
import { Storefront } from './Storefront'

/** The browser entry: the only hydrateRoot(). It reads the snapshot the worker rendered from. */
const element = document.getElementById(BOOTSTRAP_ELEMENT_ID)
const root = document.getElementById('root')
if (element && root) {
  const data = parseBootstrap(JSON.parse(element.textContent ?? '{}'))
  hydrateRoot(root, <Storefront data={data} />, {
    onRecoverableError: (error) => console.error('hydration', error),
  })
}
