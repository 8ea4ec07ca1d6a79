import { describe, expect, it } from 'vitest'
import { chanceOfGreater } from './stats.mjs'

// Reference values: scipy.stats.mannwhitneyu(b, a, alternative='greater', method='asymptotic').
describe('chanceOfGreater (one-sided Mann-Whitney U)', () => {
  it('is small when every sample of b is above every sample of a', () => {
    const a = [1, 2, 3, 4, 5, 6, 7, 8]
    const b = [9, 10, 11, 12, 13, 14, 15, 16]
    expect(chanceOfGreater(a, b)).toBeCloseTo(REFERENCE.separated, 4)
    expect(chanceOfGreater(b, a)).toBeGreaterThan(0.99)
  })

  it('says nothing beyond chance for the TBT samples of one page at two catalogue sizes', () => {
    const at42 = [153, 155, 285, 181, 100, 148, 356, 2]
    const at2000 = [271, 139, 147, 247, 228, 247, 213, 206]
    expect(chanceOfGreater(at42, at2000)).toBeCloseTo(REFERENCE.tbt, 4)
  })

  it('handles ties, all-equal samples included', () => {
    expect(chanceOfGreater([0, 0, 4, 9, 13, 15, 65, 0], [0, 43, 0, 0, 0, 7, 6, 0])).toBeCloseTo(
      REFERENCE.ties,
      4,
    )
    expect(chanceOfGreater([5, 5, 5], [5, 5, 5])).toBe(1)
  })
})

const REFERENCE = { separated: 0.00046955, tbt: 0.21527894, ties: 0.8690219 }
