import type { SitesRegistry } from '../../../brands/sites'
import { parsePurgeRequest, type Parsed, type PurgeRequest } from '../purge-request'

/**
 * The editors' page form (GET/POST /_cache) as data: what its fields hold, the choices of its
 * scope list, and the purge request a submitted form makes. The form posts the same scopes the
 * JSON API takes, so both are checked by one schema (../purge-request.ts).
 */

export type FormAction = 'purge' | 'log'

export interface PurgeFormValues {
  action: FormAction
  /** Which of the three ways to name what goes: addresses, a scope from the list, products. */
  what: 'urls' | 'scope' | 'skus'
  /** One address per line. */
  urls: string
  /** A value of scopeGroupsOf(): 'site:<id>', 'locale:<code>:<id>' or 'catalogue:<id>'. */
  scope: string
  /** Skus separated by commas, spaces or lines: the pages showing them go (a price change). */
  skus: string
  /** The site whose pages show them: a site id. */
  skuSite: string
}

export const EMPTY_FORM: PurgeFormValues = {
  action: 'purge',
  what: 'urls',
  urls: '',
  scope: '',
  skus: '',
  skuSite: '',
}

const WHATS: readonly PurgeFormValues['what'][] = ['urls', 'scope', 'skus']

const field = (body: Record<string, unknown>, name: string): string => {
  const value = body[name]
  return typeof value === 'string' ? value : ''
}

/** The form's fields from a parsed form body; anything missing or not text is empty. */
export const formValuesOf = (body: Record<string, unknown>): PurgeFormValues => ({
  action: field(body, 'action') === 'log' ? 'log' : 'purge',
  what: WHATS.find((what) => what === field(body, 'what')) ?? 'urls',
  urls: field(body, 'urls').slice(0, 32 * 1024),
  scope: field(body, 'scope'),
  skus: field(body, 'skus').slice(0, 8 * 1024),
  skuSite: field(body, 'skuSite'),
})

const scopeRequestOf = (value: string): unknown => {
  const [kind] = value.split(':', 1)
  const rest = value.slice((kind?.length ?? 0) + 1)
  if (kind === 'site') return { scope: 'site', site: rest }
  if (kind === 'catalogue') return { scope: 'catalogue', site: rest }
  if (kind === 'locale') {
    const [locale] = rest.split(':', 1)
    return { scope: 'site', site: rest.slice((locale?.length ?? 0) + 1), locale }
  }
  return null
}

/** The purge request a submitted form makes, or what is missing in words an editor reads. */
export const requestOfForm = (values: PurgeFormValues): Parsed<PurgeRequest> => {
  if (values.what === 'skus') {
    const skus = values.skus.split(/[\s,]+/).filter((sku) => sku !== '')
    if (skus.length === 0) return { ok: false, issues: ['Enter at least one sku'] }
    return parsePurgeRequest({ scope: 'sku', site: values.skuSite, skus })
  }
  if (values.what === 'scope') {
    const request = scopeRequestOf(values.scope)
    return request === null
      ? { ok: false, issues: ['Choose a site or a language from the list'] }
      : parsePurgeRequest(request)
  }
  const urls = values.urls
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  if (urls.length === 0) return { ok: false, issues: ['Enter at least one page address'] }
  return parsePurgeRequest({ scope: 'urls', urls })
}

export interface ScopeOption {
  value: string
  label: string
}

export interface ScopeGroup {
  /** The site's id. */
  site: string
  /** The site as editors know it: its id and first hostname. */
  label: string
  options: ScopeOption[]
}

/** Every site's choices: the whole site, each of its languages, its shop catalogue. */
export const scopeGroupsOf = (sites: SitesRegistry): ScopeGroup[] =>
  sites.map((site) => ({
    site: site.id,
    label: `${site.id} (${site.hostnames[0] ?? ''})`,
    options: [
      { value: `site:${site.id}`, label: `${site.id}: every page, language and the catalogue` },
      ...(site.locales.length > 1
        ? site.locales.map((locale) => ({
            value: `locale:${locale.code}:${site.id}`,
            label: `${site.id}: the ${locale.code} pages only`,
          }))
        : []),
      { value: `catalogue:${site.id}`, label: `${site.id}: shop catalogue only (prices)` },
    ],
  }))
