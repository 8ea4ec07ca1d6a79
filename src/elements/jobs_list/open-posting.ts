import { parseDate } from '../../lib/format-date'

/**
 * Whether a posting still takes applications at `now` (ms): until its `validThrough`, the last
 * moment to apply (UTC), has passed; without one it is open-ended. A value that names no date
 * keeps it open: an editor's typo closes no posting. Decided by the worker per request (the
 * job fills), never in a render: the CMS's page may be a cached copy from before the date.
 */
export const isOpenPosting = (validThrough: string, now: number): boolean => {
  const until = parseDate(validThrough)
  return until === null || until.getTime() >= now
}
