import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import type { Analytics } from './analytics'

/**
 * The opt-out's choice itself (./AnalyticsOptOut.tsx shows it once the tracker answered): a
 * checkbox that shows the tracker's opted-out state and changes it, or word that no tracker
 * answers. Its own chunk: only the privacy page ever shows it.
 */
export function OptOutChoice({
  analytics,
  optedOut,
  reload,
}: {
  analytics: Analytics
  /** Null: no tracker answered (blocked in the browser). */
  optedOut: boolean | null
  reload: () => void
}) {
  const t = useT()
  const id = useDomId('analytics-opt-out')
  // In a content frame, so it lines up with the page's text above it.
  return (
    <div className="ce-frame frame-default">
      <section className="sf-analytics-opt-out" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="sf-analytics-opt-out__title">
          {t('analytics.opt-out.title')}
        </h2>
        {optedOut === null ? (
          <p role="status">{t('analytics.opt-out.unavailable')}</p>
        ) : (
          <>
            <label className="sf-analytics-opt-out__choice" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                // Matomo's own opt-out form: ticked while visits are measured, untick to object.
                checked={!optedOut}
                onChange={(event) => {
                  void analytics.setOptedOut(!event.target.checked).then(reload)
                }}
              />{' '}
              {t('analytics.opt-out.label')}
            </label>
            <p role="status">{optedOut ? t('analytics.opt-out.out') : t('analytics.opt-out.in')}</p>
          </>
        )}
      </section>
    </div>
  )
}
