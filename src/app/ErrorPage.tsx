import { HeroBanner } from '../elements/hero_banner/HeroBanner'
import { ContentElements, leadImageIn } from '../elements'
import { useT } from '../lib/i18n'
import type { Breadcrumb, ContentElement } from '../lib/page'
import { useStorefront } from '../lib/storefront-context'
import { Breadcrumbs } from './chrome/Breadcrumbs'
import { ErrorView } from './chrome/ErrorView'
import { errorTitle, type RouteError } from './router/route-error'

/** TYPO3's header_layout of an h1, and of the h2 it becomes on the error page. */
const H1_LAYOUT = 1
const H2_LAYOUT = 2

/**
 * The fallback page is a page of its own in the CMS, so its editors give it an h1; on the error
 * page the hero banner carries the title, and the page's one h1, so its content starts at h2.
 */
const belowTheHero = (element: ContentElement): ContentElement =>
  element.content['headerLayout'] === H1_LAYOUT
    ? { ...element, content: { ...element.content, headerLayout: H2_LAYOUT } }
    : element

/**
 * The error page (SPEC.md section 2): title '{status} - {fallback title or headline}' (the
 * headline of the status in the page's language, ./router/route-error.ts), the
 * fallback page's subtitle, breadcrumbs (default: Error, then the status code), the fallback
 * page's content or, in development only, the error stack.
 */
export const ErrorPage = ({ error }: { error: RouteError }) => {
  const t = useT()
  const { dev, localePath } = useStorefront()
  const title = errorTitle(error, t)
  const defaultCrumbs: Breadcrumb[] = [
    {
      title: t('breadcrumbs.error'),
      link: localePath('/'),
      permaLink: '/',
      current: false,
      exception: false,
    },
    { title: String(error.status), link: '', permaLink: '', current: true, exception: false },
  ]
  const fallback = error.fallback
  const content = fallback ? Object.values(fallback.content).flat().map(belowTheHero) : []
  return (
    <>
      <HeroBanner title={title} subtitle={fallback?.subtitle ?? ''} />
      <Breadcrumbs
        items={fallback?.breadcrumbs.length ? fallback.breadcrumbs : defaultCrumbs}
        showFirst
      />
      <main id="main-content" className="container sf-error-page">
        {content.length > 0 ? (
          <ContentElements elements={content} lead={leadImageIn(content)?.element ?? null} />
        ) : (
          <ErrorView
            status={error.status}
            title={title}
            headingLevel={2}
            {...(dev && error.stack ? { stack: error.stack } : {})}
          />
        )}
      </main>
    </>
  )
}
