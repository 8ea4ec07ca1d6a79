import type { Language } from '../store-views'
import { stem } from './stemming'
import { stopWords } from './stop-words'
import { fold } from './text'

/** A word of a text as the search index holds it. */
export interface Term {
  /**
   * As written, folded: what a typed beginning is compared with, unstemmed as by Magento's
   * `prefix_search` analyzer (a beginning has no inflection to strip).
   */
  word: string
  /** Its light stem (stemming.ts): what whole-word and fuzzy matches compare. */
  stem: string
}

/** A text's terms in order, and their stems as a set (what whole-word matches look up). */
export interface AnalysedText {
  terms: readonly Term[]
  stems: ReadonlySet<string>
}

/** Turns a text into terms: the index's and the query's side of one store view alike. */
export type Analyzer = (text: string) => AnalysedText

/** HTML tags and character references, as the `html_strip` char filter drops them. */
const MARKUP = /<[^>]*>|&#?[a-z0-9]+;/gi

/**
 * Letters joined by a dot or an apostrophe ("I.E.") and digits by a dot or a comma ("20.000",
 * "20,000") stay one word, as the standard tokenizer's Unicode word boundaries keep them: so
 * "vitamin e" does not find every product dosed in I.E., and "20000" finds "20.000 I.E.". On
 * folded text, whose letters are a to z.
 */
const JOINERS = /(?<=[a-z])[.'’](?=[a-z])|(?<=\d)[.,](?=\d)/g

/**
 * German transcriptions read as their umlauts, as OpenSearch's `german_normalization`: "fischoel"
 * finds "Fischöl" (folded to "fischol"); "ue" stays after a vowel or q (Feuer, Quelle).
 */
const transcribe = (text: string): string =>
  text
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/(?<![aeiouq])ue/g, 'u')

/**
 * The analyzer of a store view's language, as Magento's index analyzer: HTML stripped, lower
 * case, accents and umlauts folded (ß → ss), words split at everything else (Omega-3 → omega, 3),
 * stop words dropped, light stems. Texts and words are analysed once and remembered: a catalogue
 * repeats them (variants share their family's description, every description ends in the same
 * legal sentences).
 */
export const analyzer = (language: Language): Analyzer => {
  const normalise = (text: string) => (language === 'de' ? transcribe(fold(text)) : fold(text))
  const stops = stopWords(language, normalise)
  const words = new Map<string, Term | null>()
  const texts = new Map<string, AnalysedText>()
  const termOf = (word: string): Term | null => {
    let term = words.get(word)
    if (term === undefined) {
      term = word === '' || stops.has(word) ? null : { word, stem: stem(word, language) }
      words.set(word, term)
    }
    return term
  }
  return (text) => {
    let analysed = texts.get(text)
    if (!analysed) {
      const terms: Term[] = []
      for (const word of normalise(text.replace(MARKUP, ' '))
        .replace(JOINERS, '')
        .split(/[^a-z0-9µ]+/)) {
        const term = termOf(word)
        if (term) terms.push(term)
      }
      analysed = { terms, stems: new Set(terms.map((t) => t.stem)) }
      texts.set(text, analysed)
    }
    return analysed
  }
}
