// Summaries of timing samples, shared by the figures and the measuring scripts.

/** The p-th percentile of a list of numbers (nearest rank); null for an empty list. */
export const percentile = (values, p) => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

export const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
const normalCdf = (z) => {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-x * x)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/**
 * How likely samples `b` rank at least this far above samples `a` when both come from one
 * distribution: the one-sided Mann-Whitney U test (normal approximation with tie and continuity
 * correction, good from about 8 samples each). A small value says `b` is larger beyond the
 * noise; timings on a busy 2-core machine spread too wide for a ratio of medians alone to say it.
 */
export const chanceOfGreater = (a, b) => {
  const pooled = [
    ...a.map((value) => ({ value, ofB: false })),
    ...b.map((value) => ({ value, ofB: true })),
  ]
  pooled.sort((x, y) => x.value - y.value)
  let rankSumB = 0
  let ties = 0
  for (let start = 0; start < pooled.length;) {
    let end = start
    while (end + 1 < pooled.length && pooled[end + 1].value === pooled[start].value) end += 1
    const midRank = (start + end) / 2 + 1
    for (let index = start; index <= end; index += 1) if (pooled[index].ofB) rankSumB += midRank
    const count = end - start + 1
    ties += count ** 3 - count
    start = end + 1
  }
  const [n1, n2] = [a.length, b.length]
  const n = n1 + n2
  const u = rankSumB - (n2 * (n2 + 1)) / 2
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1))))
  if (!(sigma > 0)) return 1
  return 1 - normalCdf((u - (n1 * n2) / 2 - 0.5) / sigma)
}
