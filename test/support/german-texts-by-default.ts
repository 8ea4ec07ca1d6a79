import { vi } from 'vitest'
import type * as I18n from '../../src/lib/i18n'

/**
 * Unit tests render components without the Storefront's provider and read the German table, as
 * a German page without CMS texts does. The product's default is '' (src/lib/i18n.tsx), so no
 * locale's table reaches the browser's bundle; the tests get theirs here.
 */
vi.mock('../../src/lib/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof I18n>()
  const { createContext, useContext } = await import('react')
  const { germanTranslate } = await import('./german-texts')
  const I18nContext = createContext(germanTranslate())
  return { ...actual, I18nContext, useT: () => useContext(I18nContext) }
})
