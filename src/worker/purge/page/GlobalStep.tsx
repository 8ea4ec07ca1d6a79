import type { GlobalReport } from '../log/global-purge-log'

const tags = (count: number) => (count === 1 ? '1 tag' : `${count} tags`)

/**
 * How far a purge got in every data center (src/worker/purge/global/), in words an editor acts
 * on: done, retrying (and when), failed (purge again once fixed), or not asked at all because no
 * API token is configured, in which case other data centers' copies end with their freshness.
 */
export const GlobalStep = ({
  global,
  retryInSeconds = null,
}: {
  global: GlobalReport
  retryInSeconds?: number | null
}) => {
  switch (global.state) {
    case 'off':
      return (
        <>
          Asked of every data center: no (no API token configured); other data centers keep their
          copies until they expire, at most the site&apos;s cache time.
        </>
      )
    case 'done':
      return <>Asked of every data center: done ({tags(global.asked)}).</>
    case 'retrying':
      return (
        <>
          Asked of every data center: failed, retrying
          {retryInSeconds === null ? '' : ` in ${retryInSeconds} s`} (attempt {global.attempts}:{' '}
          {global.error}).
        </>
      )
    case 'failed':
      return (
        <>
          Asked of every data center: failed ({global.error}). Other data centers keep their copies
          until they expire; purge again once this is fixed.
        </>
      )
  }
}

/** The same in a cell of the log, whose column header says "Every data center". */
export const GlobalStepCell = ({ global }: { global: GlobalReport }) => {
  switch (global.state) {
    case 'off':
      return <>not asked (no API token)</>
    case 'done':
      return <>done ({tags(global.asked)})</>
    case 'retrying':
      return (
        <>
          retrying (attempt {global.attempts}: {global.error})
        </>
      )
    case 'failed':
      return <>failed ({global.error})</>
  }
}
