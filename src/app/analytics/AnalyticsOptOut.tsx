import { useEffect, useState } from 'react'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import type { Analytics } from './analytics'

/** SPEC.md section 2: the opt-out widget of the privacy page appears after this delay. */
export const OPT_OUT_DELAY_MS = 1000

type OptOutState =
  { kind: 'hidden' } | { kind: 'unavailable' } | { kind: 'ready'; optedOut: boolean }

/**
 * The privacy page's analytics opt-out (SPEC.md section 2): a checkbox that shows the tracker's
 * opted-out state and changes it; the page then reloads, so the choice applies to everything on
 * it from the start. Nothing in the server's HTML: the state lives in the visitor's browser.
 */
export function AnalyticsOptOut({
  analytics,
  reload = () => window.location.reload(),
}: {
  analytics: Analytics
  reload?: () => void
}) {
  const t = useT()
  const id = useDomId('analytics-opt-out')
  const [state, setState] = useState<OptOutState>({ kind: 'hidden' })
  useEffect(() => {
    let live = true
    const timer = window.setTimeout(() => {
      void analytics.optedOut().then((optedOut) => {
        if (live)
          setState(optedOut === null ? { kind: 'unavailable' } : { kind: 'ready', optedOut })
      })
    }, OPT_OUT_DELAY_MS)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [analytics])

  if (state.kind === 'hidden') return null
  // In a content frame, so it lines up with the page's text above it.
  return (
    <div className="ce-frame frame-default">
      <section className="sf-analytics-opt-out" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="sf-analytics-opt-out__title">
          {t('analytics.opt-out.title')}
        </h2>
        {state.kind === 'unavailable' ? (
          <p role="status">{t('analytics.opt-out.unavailable')}</p>
        ) : (
          <>
            <label className="sf-analytics-opt-out__choice" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                // Matomo's own opt-out form: ticked while visits are measured, untick to object.
                checked={!state.optedOut}
                onChange={(event) => {
                  void analytics.setOptedOut(!event.target.checked).then(reload)
                }}
              />{' '}
              {t('analytics.opt-out.label')}
            </label>
            <p role="status">
              {state.optedOut ? t('analytics.opt-out.out') : t('analytics.opt-out.in')}
            </p>
          </>
        )}
      </section>
    </div>
  )
}
