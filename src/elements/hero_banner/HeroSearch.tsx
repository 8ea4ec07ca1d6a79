import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { useTracking } from '../../lib/tracking'

/** SPEC.md section 5: the hero search button needs more than 2 typed characters. */
export const HERO_SEARCH_MIN_LENGTH = 3

export interface HeroSearchProps {
  placeholder: string
  buttonLabel: string
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
  const tracking = useTracking()
  const showButton = buttonLabel.trim() !== '' && query.length >= HERO_SEARCH_MIN_LENGTH
  // SPEC.md section 2: submitting leads nowhere, the search itself is not part of the hero; it
  // is the site search the analytics report (section 7), once the query is long enough.
  const search = () => {
    const keyword = query.trim()
    if (keyword.length >= HERO_SEARCH_MIN_LENGTH) tracking.siteSearch(keyword)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    search()
  }
  // Enter searches and leaves the field, which closes the on-screen keyboard on phones (SPEC.md
  // section 2); the form is not submitted a second time by it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    search()
    event.currentTarget.blur()
  }
  return (
    <form className="ce-hero-search" role="search" onSubmit={submit}>
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
        onKeyDown={onKeyDown}
      />
      {showButton && (
        <button type="submit" className="ce-hero-search__button">
          {buttonLabel}
        </button>
      )}
    </form>
  )
}
