import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'

/** SPEC.md section 5: the hero search button needs more than 2 typed characters. */
export const HERO_SEARCH_MIN_LENGTH = 3

export interface HeroSearchProps {
  placeholder: string
  buttonLabel: string
}

// SPEC.md section 2: submitting does nothing here; the search itself is not part of the hero.
const ignoreSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault()

/** Enter leaves the field, which closes the on-screen keyboard on phones (SPEC.md section 2). */
const blurOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.currentTarget.blur()
}

/** The hero's search box: the button shows once a label is set and the query is long enough. */
export function HeroSearch({ placeholder, buttonLabel }: HeroSearchProps) {
  const t = useT()
  const inputId = useDomId('search')
  const [query, setQuery] = useState('')
  const input = useRef<HTMLInputElement>(null)
  // Text typed while the page still loaded stays in the field: React keeps a field's value when
  // it hydrates, but the state began as the server's ''. Take the field's value over once.
  useEffect(() => {
    const typed = input.current?.value
    if (typed) setQuery(typed)
  }, [])
  const showButton = buttonLabel.trim() !== '' && query.length >= HERO_SEARCH_MIN_LENGTH
  return (
    <form className="ce-hero-search" role="search" onSubmit={ignoreSubmit}>
      <label htmlFor={inputId} className="ce-visually-hidden">
        {t('hero.search.label', 'Search')}
      </label>
      <input
        ref={input}
        id={inputId}
        className="ce-hero-search__input"
        type="search"
        value={query}
        placeholder={placeholder || undefined}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={blurOnEnter}
      />
      {showButton && (
        <button type="submit" className="ce-hero-search__button">
          {buttonLabel}
        </button>
      )}
    </form>
  )
}
