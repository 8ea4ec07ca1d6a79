import type { JobSpec } from './job-records'

/**
 * A posting's dates as the CMS writes them ('yyyy-MM-dd HH:mm:ss', UTC), from its days relative
 * to `today` (./job-records.ts): posted at 08:00, starting at midnight, closing at 21:59:59 UTC
 * (the end of the day in Berlin in summer, as the editors enter it).
 */

const DAY_MS = 24 * 60 * 60 * 1000

const dayOf = (today: Date, days: number, time: string): string =>
  `${new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10)} ${time}`

export interface JobDates {
  datetime: string
  startDate: string
  validThrough: string
}

export const jobDates = ({ days }: JobSpec, today: Date): JobDates => ({
  datetime: dayOf(today, days.posted, '08:00:00'),
  startDate: days.starts === null ? '' : dayOf(today, days.starts, '00:00:00'),
  validThrough: days.closes === null ? '' : dayOf(today, days.closes, '21:59:59'),
})

/** Whether a posting takes applications at `now`: until its closing moment has passed. */
export const isOpen = (validThrough: string, now: number): boolean =>
  validThrough === '' || Date.parse(`${validThrough.replace(' ', 'T')}Z`) >= now
