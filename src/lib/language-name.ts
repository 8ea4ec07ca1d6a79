/**
 * A language's name in the page's language, from Intl (CLDR): 'German' on an English page,
 * 'Englisch' on a German one. One Intl.DisplayNames per page language, kept for the isolate's or
 * page's life, as the number formats are. A language Intl cannot name is given by its code.
 */
const displayNames = new Map<string, Intl.DisplayNames | null>()

export const languageName = (pageLanguageTag: string, language: string): string => {
  let names = displayNames.get(pageLanguageTag)
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(pageLanguageTag, { type: 'language', fallback: 'code' })
    } catch {
      // Not a well-formed tag: the codes stand in for the names.
      names = null
    }
    displayNames.set(pageLanguageTag, names)
  }
  try {
    return names?.of(language) ?? language
  } catch {
    return language
  }
}
