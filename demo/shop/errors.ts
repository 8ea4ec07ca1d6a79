import { GraphQLError } from 'graphql'
import { PHRASES, type PhraseName } from './phrases'
import { PHRASES_DE } from './phrases-de'
import type { Language } from './store-views'

/** The categories Magento puts into `errors[].extensions.category`. */
export type ErrorCategory =
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-input'
  | 'graphql-already-exists'

/**
 * An error of the shop. It keeps its phrase, not a rendered text: the GraphQL endpoint writes it in
 * the request's store view's language (graphql/http.ts), as Magento renders a `__()` Phrase when
 * the response is written. The message is the English source text (logs, a caller without a view).
 */
export class ShopError extends GraphQLError {
  constructor(
    readonly phrase: Phrase,
    category: ErrorCategory,
  ) {
    super(renderPhrase(phrase, 'en'), { extensions: { category } })
  }
}

export const noSuchEntity = (p: Phrase) => new ShopError(p, 'graphql-no-such-entity')
export const notAuthorized = (p: Phrase) => new ShopError(p, 'graphql-authorization')
export const notAuthenticated = (p: Phrase) => new ShopError(p, 'graphql-authentication')
export const invalidInput = (p: Phrase) => new ShopError(p, 'graphql-input')
export const alreadyExists = (p: Phrase) => new ShopError(p, 'graphql-already-exists')

/** Each phrase's wording per language: Magento's English source and the German views' own. */
const TEMPLATES: Readonly<Record<Language, Readonly<Record<PhraseName, string>>>> = {
  en: PHRASES,
  de: PHRASES_DE,
}

/** A phrase and its values, rendered in a language later (renderPhrase). */
export interface Phrase {
  name: PhraseName
  values: readonly (string | number)[]
}

export const phrase = (name: PhraseName, ...values: (string | number)[]): Phrase => ({
  name,
  values,
})

/** A phrase in a language with its placeholders filled, as Magento's `__('…', $a, $b)` renders. */
export const renderPhrase = ({ name, values }: Phrase, language: Language): string =>
  TEMPLATES[language][name].replace(/%(\d+)/g, (placeholder, index: string) =>
    String(values[Number(index) - 1] ?? placeholder),
  )
