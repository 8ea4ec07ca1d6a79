import type { PurgeLogEntry } from '../log/purge-log'
import { GlobalStepCell } from './GlobalStep'

/** '2026-11-24 13:05:09 UTC': one time for every editor, whichever zone their browser is in. */
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`

/**
 * The recent purges (GET /_cache/log's rows): shown only to a request with a valid token; null
 * when they could not be read.
 */
export const PurgeLog = ({ entries }: { entries: PurgeLogEntry[] | null }) => {
  if (entries === null) return <p>The recent purges cannot be read just now.</p>
  if (entries.length === 0) return <p>No purges yet.</p>
  return (
    // Scrolls sideways inside itself on a phone (a table's columns cannot reflow), and takes the
    // keyboard's focus so that it scrolls without a mouse (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label="Recent purges" tabIndex={0}>
      <table>
        <caption>The latest {entries.length} purges, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Removed here</th>
            <th scope="col">Every data center</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={index}>
              <td>
                <time dateTime={new Date(entry.purgedAt).toISOString()}>{utc(entry.purgedAt)}</time>
              </td>
              <td>{entry.actor}</td>
              <td>
                {entry.scope}: {entry.target}
                {entry.mode === 'soft' && ' (marked stale)'}
                {entry.status === 'running' &&
                  ` — running: ${entry.removed} of ${entry.planned} so far`}
              </td>
              <td>
                {entry.keys.length === 0 ? (
                  entry.removed
                ) : (
                  <details>
                    <summary>{entry.removed}</summary>
                    <ul>
                      {entry.keys.map((key) => (
                        <li key={key}>
                          <code>{key}</code>
                        </li>
                      ))}
                      {entry.removed > entry.keys.length && (
                        <li>and {entry.removed - entry.keys.length} more</li>
                      )}
                    </ul>
                  </details>
                )}
              </td>
              <td>
                <GlobalStepCell global={entry.global} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
