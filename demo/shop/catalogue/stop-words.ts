import type { Language } from '../store-views'

/**
 * Words the search index leaves out, in the text and in the query, as Magento's OpenSearch
 * index does (Magento_Elasticsearch's etc/stopwords/stopwords_de_DE.csv; for English, Lucene's
 * default list). Without them "und" or "the" would match every description, and a typo a letter
 * away from one ("hund") would find the whole catalogue. English keeps "a": here it is a vitamin.
 */
const STOP_WORDS: Record<Language, readonly string[]> = {
  de: `aber als am an auch auf aus bei bin bis bist da dadurch daher darum das daß dass dein deine
    dem den der des dessen deshalb die dies dieser dieses doch dort du durch ein eine einem einen
    einer eines er es euer eure für hatte hatten hattest hattet hier hinter ich ihr ihre im in ist
    ja jede jedem jeden jeder jedes jener jenes jetzt kann kannst können könnt machen mein meine
    mit muß mußt musst müssen müßt nach nachdem nein nicht nun oder seid sein seine sich sie sind
    soll sollen sollst sollt sonst soweit sowie und unser unsere unter vom von vor wann warum was
    weiter weitere wenn wer werde werden werdet weshalb wie wieder wieso wir wird wirst wo woher
    wohin zu zum zur über`.split(/\s+/),
  en: `an and are as at be but by for if in into is it no not of on or such that the their then
    there these they this to was will with`.split(/\s+/),
}

/** The stop words of a language in the index's own spelling (`normalise`: text.ts's folding). */
export const stopWords = (language: Language, normalise: (word: string) => string): Set<string> =>
  new Set(STOP_WORDS[language].map(normalise))
