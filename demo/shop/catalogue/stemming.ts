import type { Language } from '../store-views'

/**
 * Light stemming, as OpenSearch's `light_german` and `minimal_english` stemmers do: only the
 * inflection endings go, so "Kapseln" and "Kapsel", "Vitamine" and "vitamins" meet, while words
 * keep enough of themselves that a prefix or a typo still lands on the right product (an
 * aggressive stemmer turns "Magnesium" and "Magnet" into the same stem). Words holding digits
 * (D3, B12, 1000) are codes and stay as they are. The word comes folded (text.ts: lower case,
 * umlauts as plain vowels).
 */
export const stem = (word: string, language: Language): string =>
  !/^[a-z]+$/.test(word) ? word : language === 'de' ? germanStem(word) : englishStem(word)

/** Consonants a German plural or genitive "s" (and a superlative "st") may follow. */
const S_ENDING = /[bdfghklmnt]$/

/**
 * Savoy's light German stemmer (Lucene's GermanLightStemmer), plus the plural "n" after "el" and
 * "er" (Kapseln, Perlen are caught by "en" already), which the original leaves on.
 */
const germanStem = (word: string): string => {
  let w = word
  if (w.length > 5 && w.endsWith('ern')) w = w.slice(0, -3)
  else if (w.length > 4 && /e[mnrs]$/.test(w)) w = w.slice(0, -2)
  else if (w.length > 4 && /[lr]n$/.test(w)) w = w.slice(0, -1)
  else if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1)
  else if (w.length > 3 && w.endsWith('s') && S_ENDING.test(w.slice(0, -1))) w = w.slice(0, -1)
  if (w.length > 5 && w.endsWith('est')) return w.slice(0, -3)
  if (w.length > 4 && /e[rn]$/.test(w)) return w.slice(0, -2)
  if (w.length > 4 && w.endsWith('st') && S_ENDING.test(w.slice(0, -2))) return w.slice(0, -2)
  return w
}

/** The minimal English stemmer: plurals only (tablets, capsules, berries; not "glass", "virus"). */
const englishStem = (word: string): string => {
  if (word.length < 3 || !word.endsWith('s') || /[us]s$/.test(word)) return word
  if (/[^ae]ies$/.test(word)) return `${word.slice(0, -3)}y`
  if (/[aeio]es$/.test(word)) return word
  return word.slice(0, -1)
}
