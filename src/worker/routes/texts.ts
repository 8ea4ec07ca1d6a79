import type { Context } from 'hono'
import { localePrefix } from '../../lib'
import { loadInitialData } from '../cms/load'
import type { AppEnv } from '../env'
import { localeTexts } from '../loaders/interface-texts'

/** A year: the file's name changes with its content, so a name's answer never does. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * GET /_texts/<locale>/<digest>.json: the interface texts of one of the site's locales as one
 * JSON object, for the browser's texts after the first render (src/app/services/translations.ts).
 * Its name is the digest of its content (../loaders/interface-texts.ts): the answer under the
 * name a page gave is cached for good. A name of texts that have changed since (an older page, an
 * edited CMS text) gets the current texts, not to be kept: they are what the page's next render
 * needs.
 */
export const textsRoute = async (c: Context<AppEnv>) => {
  const { site, clients } = c.var
  const locale = c.req.param('locale') ?? ''
  const known = site.locales.some((entry) => entry.code === locale)
  if (!known || !(c.req.param('file') ?? '').endsWith('.json')) {
    return c.json({ error: 'Not Found' }, 404, { 'cache-control': 'no-store' })
  }
  let cmsTexts: Record<string, string> = {}
  try {
    const prefix = localePrefix(locale, site.defaultLocale)
    const initialData = await loadInitialData(clients.cache, clients.cms, {
      site,
      locale,
      localePrefix: prefix,
    })
    cmsTexts = initialData.value.texts
  } catch {
    // The CMS is down and nothing is stored: the storefront's own texts, as the error page then
    // shows them (./on-error.ts), under the same name.
  }
  const { url, texts } = localeTexts(cmsTexts, site, locale)
  const current = url === new URL(c.req.url).pathname
  return c.json(texts, 200, { 'cache-control': current ? IMMUTABLE : 'no-cache' })
}
