import { Hono } from 'hono'
import { cmsApp } from '../../demo/cms'
import { CMS_BASE } from '../fixtures/cms'
import { installFakeShopConfig } from './fake-shop-config'

/**
 * The demo CMS itself (demo/cms) installed at `fetch` for one site: the worker's requests to
 * `<CMS_BASE>/<site>/…` are answered by the same code the demo upstream worker runs, so a test
 * reads the site's real answers rather than fixtures. The shop's configuration, which every page
 * asks for, gets the fake's EUR (./fake-shop-config.ts). Everything else goes to the previous fetch.
 */
export const installDemoCms = (site: string): { restore(): void } => {
  const shopConfig = installFakeShopConfig()
  const original = globalThis.fetch
  const demo = new Hono().route('/cms', cmsApp)
  const prefix = `${CMS_BASE}/${site}/`
  const own = `${CMS_BASE}/${site}`
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith(prefix) && url.split('?')[0] !== own) return original(input, init)
    return demo.request(url, init)
  }
  return {
    restore: () => {
      globalThis.fetch = original
      shopConfig.restore()
    },
  }
}
