import type { PurgeOutcome } from '../purge'
import { GlobalStep } from './GlobalStep'

/** What the status region of the editors' page says after a request. */
export type PurgeStatusState =
  | { kind: 'idle' }
  | { kind: 'purged'; outcome: PurgeOutcome }
  | { kind: 'listed'; editor: string }
  | { kind: 'refused'; message: string; issues: string[] }
  /** D1 is down (CacheIndexUnavailable): the message says what was and was not done. */
  | { kind: 'unavailable'; message: string }

/** KV's documented delay for other locations (https://developers.cloudflare.com/kv/concepts/how-kv-works/). */
const ELSEWHERE =
  'Visitors served by other Cloudflare locations may see the old page for up to 60 seconds.'

const entries = (count: number) => (count === 1 ? '1 cache entry' : `${count} cache entries`)

/**
 * The contents of the page's status region (role="status"): the script swaps them in after a
 * request, so they must read well on their own when a screen reader announces them.
 */
export const PurgeStatus = ({ state }: { state: PurgeStatusState }) => {
  switch (state.kind) {
    case 'idle':
      return null
    case 'listed':
      return <p>The latest purges are listed below (your token: {state.editor}).</p>
    case 'refused':
      return (
        <div className="purge-refused">
          <p>
            <strong>Nothing was purged.</strong> {state.message}
          </p>
          {state.issues.length > 0 && (
            <ul>
              {state.issues.map((issue, index) => (
                <li key={index}>{issue}</li>
              ))}
            </ul>
          )}
        </div>
      )
    case 'unavailable':
      return (
        <div className="purge-refused">
          <p>
            <strong>{state.message}</strong>
          </p>
        </div>
      )
    case 'purged': {
      const { outcome } = state
      const done = outcome.mode === 'soft' ? 'Marked stale' : 'Removed'
      return (
        <div className="purge-done">
          <p>
            <strong>
              {done} here: {entries(outcome.removed)} for {outcome.target}
            </strong>{' '}
            (as {outcome.editor}).{' '}
            {outcome.status === 'running'
              ? `That is the first batch of ${outcome.planned}: the rest goes on in the background (purge ${outcome.job}); the log shows its progress.`
              : outcome.removed === 0
                ? 'Nothing of it was cached.'
                : ELSEWHERE}
          </p>
          <p className="purge-global">
            <GlobalStep global={outcome.global} retryInSeconds={outcome.global.retryInSeconds} />
          </p>
          {outcome.keys.length > 0 && (
            <ul aria-label="Removed cache entries">
              {outcome.keys.map((key) => (
                <li key={key}>
                  <code>{key}</code>
                </li>
              ))}
            </ul>
          )}
          {outcome.ignored.length > 0 && (
            <p>Not cached by the storefront, left alone: {outcome.ignored.join(', ')}</p>
          )}
        </div>
      )
    }
  }
}
