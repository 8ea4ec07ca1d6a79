import { ContentElements } from '../elements'
import type { Page } from '../lib/page'
import { Breadcrumbs } from './chrome/Breadcrumbs'
import { Layout } from './layouts/Layout'

/** A CMS page: breadcrumbs, then its content columns in the page's layout. */
export const PageView = ({ page }: { page: Page }) => {
  const column = (name: string) => {
    const elements = page.content[name]
    return elements && elements.length > 0 ? <ContentElements elements={elements} /> : undefined
  }
  return (
    <>
      <Breadcrumbs items={page.breadcrumbs} />
      <Layout
        name={page.appearance.layout}
        columns={{
          colPos0: column('colPos0'),
          colPos1: column('colPos1'),
          colPos2: column('colPos2'),
        }}
      />
      {page.popupContent.length > 0 && (
        <aside className="sf-popup" aria-label="Hinweis">
          <ContentElements elements={page.popupContent} />
        </aside>
      )}
    </>
  )
}
