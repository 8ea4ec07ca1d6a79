/**
 * OpenSearch's `fuzziness: AUTO`: the edits a term of this length may be away from a word of the
 * index and still match it. None under 3 characters (a typo in "d" is another vitamin), one up to
 * 5 ("omgea"), two beyond ("magnesuim").
 */
export const maxEdits = (term: string): number => (term.length < 3 ? 0 : term.length <= 5 ? 1 : 2)

/**
 * The edit distance of two words if it is at most `max`, else null: insertions, deletions,
 * substitutions and, as Lucene's fuzzy query by default, a swap of two neighbouring letters
 * counts as one edit (optimal string alignment). Rows stop early once every cell exceeds `max`,
 * so comparing a term with a whole vocabulary stays cheap.
 */
export const editsWithin = (a: string, b: string, max: number): number | null => {
  if (Math.abs(a.length - b.length) > max) return null
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        cell = Math.min(cell, before[j - 2]! + 1)
      }
      current.push(cell)
      best = Math.min(best, cell)
    }
    if (best > max) return null
    before = previous
    previous = current
  }
  const distance = previous[b.length]!
  return distance <= max ? distance : null
}
