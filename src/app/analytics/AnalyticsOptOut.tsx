import { useEffect, useState } from 'react'
import type { Analytics } from './analytics'
import type { OptOutChoice } from './OptOutChoice'

/** SPEC.md section 2: the opt-out widget of the privacy page appears after this delay. */
export const OPT_OUT_DELAY_MS = 1000

interface Shown {
  Choice: typeof OptOutChoice
  optedOut: boolean | null
}

/**
 * The privacy page's analytics opt-out (SPEC.md section 2): after the delay, the tracker's
 * opted-out state with a checkbox that changes it; the page then reloads, so the choice applies
 * to everything on it from the start. Nothing in the server's HTML: the state lives in the
 * visitor's browser. The choice's code loads with the tracker's answer, so no other page carries
 * it (every page carries this, the app shell decides where it shows).
 */
export function AnalyticsOptOut({
  analytics,
  reload = () => window.location.reload(),
}: {
  analytics: Analytics
  reload?: () => void
}) {
  const [shown, setShown] = useState<Shown | null>(null)
  useEffect(() => {
    let live = true
    const timer = window.setTimeout(() => {
      void Promise.all([analytics.optedOut(), import('./OptOutChoice')]).then(
        ([optedOut, { OptOutChoice: Choice }]) => {
          if (live) setShown({ Choice, optedOut })
        },
      )
    }, OPT_OUT_DELAY_MS)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [analytics])

  if (!shown) return null
  return <shown.Choice analytics={analytics} optedOut={shown.optedOut} reload={reload} />
}
