import { describe, expect, it } from 'vitest'
import { DE } from '../../lib/texts/de'
import { EN } from '../../lib/texts/en'

/**
 * The header's search field on the narrowest phone (320 px): the panel's padding (2 × 16 px),
 * the gap (8 px), the 'Suchen' button (about 90 px) and the field's own padding and border
 * (26 px) leave it about 164 px. At 16 px a system sans serif (DejaVu Sans on Linux, the
 * widest of them) sets German and English words at 8 to 8.5 px a character, so 19 characters
 * fit; a longer hint is cut off mid-word. The label ('Produkte suchen', hidden) names the field,
 * so the hint only says what can be searched for.
 */
const HEADER_PLACEHOLDER_MAX_CHARACTERS = 19

describe('the header search’s placeholder', () => {
  it.each([
    ['de', DE],
    ['en', EN],
  ])('fits the field at 320 px in %s', (_, texts) => {
    const placeholder = texts['header.search.placeholder']
    expect(placeholder.length).toBeLessThanOrEqual(HEADER_PLACEHOLDER_MAX_CHARACTERS)
    // Never the only label: the field keeps its own.
    expect(texts['header.search.label']).not.toBe('')
  })
})
