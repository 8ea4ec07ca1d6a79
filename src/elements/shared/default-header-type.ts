import { useContext } from 'react'
import { SiteContext } from '../../lib/site-context'

/**
 * The heading level of TYPO3's header_layout 0 ('Default'): what fluid_styled_content's constant
 * `styles.content.defaultHeaderType` is to a TYPO3 site, h2 unless the site sets
 * `config.defaultHeaderType` (src/brands/sites.ts). EXT:headless sends the raw 0, so the
 * storefront resolves it, the same way on the server and in the browser (the site's public
 * config is in the bootstrap snapshot).
 * https://docs.typo3.org/c/typo3/cms-fluid-styled-content/main/en-us/Configuration/TypoScript/Constants/Index.html
 */
export const DEFAULT_HEADER_TYPE = 2

/** The site's default heading level; h2 outside a site (component tests). */
export const useDefaultHeaderType = (): number =>
  useContext(SiteContext)?.config.defaultHeaderType ?? DEFAULT_HEADER_TYPE
