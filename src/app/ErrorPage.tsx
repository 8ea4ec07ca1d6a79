import { HeroBanner } from '../elements/hero_banner/HeroBanner'
import { ContentElements } from '../elements'
import { useT } from '../lib/i18n'
import type { Breadcrumb } from '../lib/page'
import { useStorefront } from '../lib/storefront-context'
import { Breadcrumbs } from './chrome/Breadcrumbs'
import { ErrorView } from './chrome/ErrorView'
import { errorTitle, type RouteError } from './router/route-error'

/**
 * The error page (SPEC.md section 2): title '{status} - {fallback title or message}', the
 * fallback page's subtitle, breadcrumbs (default: Error, then the status code), the fallback
 * page's content or, in development only, the error stack.
 */
export const ErrorPage = ({ error }: { error: RouteError }) => {
  const t = useT()
  const { dev, localePath } = useStorefront()
  const title = errorTitle(error)
  const defaultCrumbs: Breadcrumb[] = [
    {
      title: t('breadcrumbs.error', 'Error'),
      link: localePath('/'),
      permaLink: '/',
      current: false,
      exception: false,
    },
    { title: String(error.status), link: '', permaLink: '', current: true, exception: false },
  ]
  const fallback = error.fallback
  const content = fallback ? Object.values(fallback.content).flat() : []
  return (
    <>
      <HeroBanner title={title} subtitle={fallback?.subtitle ?? ''} />
      <Breadcrumbs
        items={fallback?.breadcrumbs.length ? fallback.breadcrumbs : defaultCrumbs}
        showFirst
      />
      <main id="main-content" className="container sf-error-page">
        {content.length > 0 ? (
          <ContentElements elements={content} />
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
