// Summaries of timing samples, shared by the figures and the measuring scripts.

/** The p-th percentile of a list of numbers (nearest rank); null for an empty list. */
export const percentile = (values, p) => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

export const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
