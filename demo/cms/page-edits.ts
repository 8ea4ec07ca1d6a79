import type { D1Database } from '@cloudflare/workers-types/index.ts'

/**
 * Editors' changes to the demo CMS's pages, as TYPO3 keeps them in its database: a page's new
 * title (PUT /cms/<site><path> with `{ "title": … }`, from a loopback host only), served in the
 * page's `meta.title` (or `seo.title`) from then on. The storefront does not see it until its
 * caches are purged, as with a real TYPO3 without the purge hook: the end-to-end tests edit a
 * page, purge it as an editor does, and look for the new title.
 */
export const MAX_TITLE_LENGTH = 200

export const savePageTitle = (db: D1Database, siteId: string, path: string, title: string) =>
  db
    .prepare(
      `INSERT INTO cms_page_edits (site_id, path, title) VALUES (?1, ?2, ?3)
       ON CONFLICT (site_id, path) DO UPDATE SET title = excluded.title`,
    )
    .bind(siteId, path, title)
    .run()

export const editedTitle = async (db: D1Database | undefined, siteId: string, path: string) => {
  if (!db) return null
  const row = await db
    .prepare('SELECT title FROM cms_page_edits WHERE site_id = ?1 AND path = ?2')
    .bind(siteId, path)
    .first<{ title: string }>()
  return row?.title ?? null
}

/** The page JSON with its title replaced, in whichever of EXT:headless's shapes it has. */
export const withTitle = (body: unknown, title: string): unknown => {
  if (typeof body !== 'object' || body === null) return body
  const page = body as Record<string, unknown>
  const retitled = (part: unknown) =>
    typeof part === 'object' && part !== null ? { ...part, title } : part
  return {
    ...page,
    ...('meta' in page ? { meta: retitled(page['meta']) } : {}),
    ...('seo' in page ? { seo: retitled(page['seo']) } : {}),
  }
}
