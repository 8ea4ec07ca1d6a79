import type { SiteConfig } from '../../brands/sites'
import { mergeInterfaceTexts } from '../../lib'

/**
 * The interface texts of a locale: the storefront's own in the locale's language with the CMS's
 * texts on top (src/lib/texts). Merged per request rather than before caching: the KV copy stays
 * the CMS's answer, so a deploy with new or changed texts shows at once, and the error page,
 * which may have no stored initial data at all, gets them the same way.
 *
 * The server's render translates with all of them; the page carries only the texts that render
 * used (Bootstrap.translations). The browser reads the rest, when a later page, a form or a
 * message needs them, from one JSON file per locale at `url`, named by its content: a deploy
 * that changes a text, or an editor who changes a CMS text, gives it a new name, so the file can
 * be cached for good (src/worker/routes/texts.ts).
 */
export interface LocaleTexts {
  /** `/_texts/<locale>/<digest>.json` */
  url: string
  texts: Record<string, string>
}

export const TEXTS_PATH = '/_texts/:locale/:file'

export const textsUrl = (locale: string, digest: string): string =>
  `/_texts/${encodeURIComponent(locale)}/${digest}.json`

/**
 * cyrb53, a fast 53-bit string hash: enough to tell versions of a texts file apart (not a
 * security measure; nothing trusts it beyond naming a cache entry).
 */
const hash53 = (text: string): string => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/**
 * The digest of the storefront's own texts of a language, once per isolate: they are constants
 * of the deployed code (the build id does not cover them, it hashes the browser's bundles only).
 * The CMS's texts, usually none or a few, are hashed per request on top.
 */
const ownDigests = new Map<string, string>()
const ownDigest = (language: string): string => {
  const known = ownDigests.get(language)
  if (known !== undefined) return known
  const digest = hash53(JSON.stringify(mergeInterfaceTexts(language, {})))
  ownDigests.set(language, digest)
  return digest
}

export const localeTexts = (
  cmsTexts: Record<string, string>,
  site: SiteConfig,
  locale: string,
): LocaleTexts => {
  const language = site.locales.find((entry) => entry.code === locale)?.twoLetterIsoCode ?? locale
  const digest = hash53(`${ownDigest(language)}\u0000${JSON.stringify(cmsTexts)}`)
  return { url: textsUrl(locale, digest), texts: mergeInterfaceTexts(language, cmsTexts) }
}
