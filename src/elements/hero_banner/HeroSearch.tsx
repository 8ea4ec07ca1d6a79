import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { useNavigate } from '../../lib/navigation'
import { cx } from '../shared/class-names'
import { usePageLink } from '../shared/use-page-link'

/** SPEC.md section 5: the hero search button needs more than 2 typed characters. */
export const HERO_SEARCH_MIN_LENGTH = 3

export interface HeroSearchProps {
  placeholder: string
  buttonLabel: string
}

/**
 * The hero's search box: the button shows once a label is set and the query is long enough,
 * and leads to the product search's results, where the site search is
 * reported to the analytics. SPEC.md section 2: submitting the form does nothing and Enter only
 * removes focus (on phones that closes the on-screen keyboard, so the shopper sees the button).
 */
export function HeroSearch({ placeholder, buttonLabel }: HeroSearchProps) {
  const t = useT()
  const inputId = useDomId('search')
  const [query, setQuery] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const navigate = useNavigate()
  const productsPage = usePageLink()('products')
  // Text typed while the page still loaded stays in the field: React keeps a field's value when
  // it hydrates, but the state began as the server's ''. Take the field's value over once.
  useEffect(() => {
    const typed = input.current?.value
    if (typed) setQuery(typed)
  }, [])
  const showButton = buttonLabel.trim() !== '' && query.length >= HERO_SEARCH_MIN_LENGTH
  const showResults = () => {
    const keyword = query.trim()
    if (keyword) navigate(`${productsPage}?${new URLSearchParams({ q: keyword })}`)
    else input.current?.focus()
  }
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault()
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    event.currentTarget.blur()
  }
  return (
    <form
      className={cx('ce-hero-search', showButton && 'ce-hero-search--with-button')}
      role="search"
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="ce-visually-hidden">
        {t('hero.search.label')}
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
        <button type="button" className="ce-hero-search__button" onClick={showResults}>
          {buttonLabel}
        </button>
      )}
    </form>
  )
}
