import { useRef, type FormEvent } from 'react'
import { Icon } from '../../brands/design/Icon'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { useNavigate } from '../../lib/navigation'

/** Shorter queries find half the catalogue; the field asks for more before it searches. */
export const HEADER_SEARCH_MIN_LENGTH = 2

/**
 * The header's product search: a GET form to the products page with `?q=`, so it
 * works before the page's code arrived; after hydration the router shows the results without a
 * reload. A <details> like the header's menus: it opens without JavaScript and takes no room on
 * a phone until asked for.
 */
export function HeaderSearch({ action }: { action: string }) {
  const t = useT()
  const navigate = useNavigate()
  const inputId = useDomId('header-search')
  const details = useRef<HTMLDetailsElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const label = t('header.search.label')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = new FormData(event.currentTarget).get('q')
    const text = typeof query === 'string' ? query.trim() : ''
    if (details.current) details.current.open = false
    navigate(`${action}?${new URLSearchParams({ q: text }).toString()}`)
  }
  return (
    <details
      ref={details}
      className="sf-header__search"
      name="sf-header"
      // Opened, the search is what the shopper wants to type into (without JavaScript the
      // summary keeps focus, and one Tab reaches the field).
      onToggle={(event) => {
        if (event.currentTarget.open) input.current?.focus()
      }}
    >
      <summary className="sf-header__action" aria-label={label}>
        <Icon name="search" size="lg" />
      </summary>
      <div className="sf-header__search-panel">
        <form role="search" action={action} method="get" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {label}
          </label>
          <input
            ref={input}
            id={inputId}
            className="sf-header__search-input"
            type="search"
            name="q"
            required
            minLength={HEADER_SEARCH_MIN_LENGTH}
            maxLength={100}
            autoComplete="off"
            placeholder={t('header.search.placeholder')}
          />
          <button type="submit" className="sf-header__search-button">
            {t('header.search.submit')}
          </button>
        </form>
      </div>
    </details>
  )
}
