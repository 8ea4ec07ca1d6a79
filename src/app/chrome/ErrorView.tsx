import { Button } from '../../brands/design/Button'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { useStorefront } from '../../lib/storefront-context'

export interface ErrorViewProps {
  status: number
  title: string
  subtitle?: string
  /** Error stack, for debugging; shown only when given (the app passes it where allowed). */
  stack?: string
  /** 2 when the page's hero banner already carries the <h1>. */
  headingLevel?: 1 | 2
}

/**
 * Body of the error page (SPEC.md section 2 'Error page'); header, hero, breadcrumbs and footer
 * come from the app around it. Not-found gets its own wording since it is the visitor's most
 * common dead end and usually not the shop's fault.
 */
export function ErrorView({ status, title, subtitle, stack, headingLevel = 1 }: ErrorViewProps) {
  const t = useT()
  const { localePath } = useStorefront()
  const titleId = useDomId('error-title')
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const message = status === 404 ? t('error.not-found') : t('error.generic')
  return (
    <section className="sf-error" aria-labelledby={titleId}>
      <p className="sf-error__status" aria-hidden="true">
        {status}
      </p>
      <Heading id={titleId} className="sf-error__title">
        {title}
      </Heading>
      {subtitle && <p className="sf-error__subtitle">{subtitle}</p>}
      <p className="sf-error__message">{message}</p>
      <Button href={localePath('/')} className="sf-error__home">
        {t('error.back-home')}
      </Button>
      {stack && <pre className="sf-error__stack">{stack}</pre>}
    </section>
  )
}
