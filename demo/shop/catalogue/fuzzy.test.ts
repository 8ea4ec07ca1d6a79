import { describe, expect, it } from 'vitest'
import { editsWithin, maxEdits } from './fuzzy'

describe('typo tolerance', () => {
  it('allows edits by length as OpenSearch’s fuzziness AUTO', () => {
    expect(['d', 'mg', 'zink', 'omega', 'kalium', 'magnesium'].map(maxEdits)).toEqual([
      0, 0, 1, 1, 2, 2,
    ])
  })

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editsWithin('omgea', 'omega', 1)).toBe(1)
    expect(editsWithin('magnesuim', 'magnesium', 2)).toBe(1)
  })

  it('counts insertions, deletions and substitutions', () => {
    expect(editsWithin('zink', 'zinc', 1)).toBe(1)
    expect(editsWithin('magnesum', 'magnesium', 2)).toBe(1)
    expect(editsWithin('kalium', 'calcium', 2)).toBe(2)
    expect(editsWithin('zink', 'zink', 1)).toBe(0)
  })

  it('answers null beyond the allowed edits', () => {
    expect(editsWithin('kalium', 'calcium', 1)).toBeNull()
    expect(editsWithin('d', 'd3', 0)).toBeNull()
    expect(editsWithin('omega', 'om', 2)).toBeNull()
    expect(editsWithin('zzzzunbekannt', 'zuckerfrei', 2)).toBeNull()
  })
})
