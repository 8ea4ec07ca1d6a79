import type { ReactNode } from 'react'
import { categoryViewOfPage, ContentElements, PageSubjectContext } from '../elements'
import type { Page } from '../lib/page'
import { Breadcrumbs } from './chrome/Breadcrumbs'
import { Layout } from './layouts/Layout'

/**
 * A CMS page: breadcrumbs, then its content columns in the page's layout. `mainEnd` is what the
 * app adds below the main column's content (the privacy page's analytics opt-out).
 */
export const PageView = ({ page, mainEnd = null }: { page: Page; mainEnd?: ReactNode }) => {
  const column = (name: string) => {
    const elements = page.content[name]
    if (!elements || elements.length === 0) return undefined
    // Only the main column's first element is above the fold and gets an eager, high-priority image.
    return <ContentElements elements={elements} priorityFirst={name === 'colPos0'} />
  }
  return (
    <PageSubjectContext value={categoryViewOfPage(page)?.name ?? null}>
      <Breadcrumbs items={page.breadcrumbs} />
      <Layout
        name={page.appearance.layout}
        columns={{
          colPos0: mainEnd ? (
            <>
              {column('colPos0')}
              {mainEnd}
            </>
          ) : (
            column('colPos0')
          ),
          colPos1: column('colPos1'),
          colPos2: column('colPos2'),
        }}
      />
      {page.popupContent.length > 0 && (
        <aside className="sf-popup" aria-label="Hinweis">
          <ContentElements elements={page.popupContent} priorityFirst={false} />
        </aside>
      )}
    </PageSubjectContext>
  )
}
