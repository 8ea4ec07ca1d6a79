import type { MouseEvent } from 'react'
import { Icon } from '../../brands/design/Icon'
import { useT } from '../../lib/i18n'
import type { Breadcrumb } from '../../lib/page'
import { useCopyToClipboard } from './use-copy-to-clipboard'
import { visibleBreadcrumbs } from './visible-breadcrumbs'

export interface BreadcrumbsProps {
  items: Breadcrumb[]
  /** Show the first entry (the site root), hidden by default. */
  showFirst?: boolean
}

/**
 * The breadcrumb bar (SPEC.md section 2). Ctrl/Cmd-click on an entry copies its permanent link
 * (stable across slug changes) instead of navigating: a shortcut for editors sharing pages.
 * The status region is always rendered, so screen readers announce 'copied' when it fills.
 */
export function Breadcrumbs({ items, showFirst = false }: BreadcrumbsProps) {
  const t = useT()
  const { copied, copy } = useCopyToClipboard()
  const entries = visibleBreadcrumbs(items, showFirst)
  if (entries.length === 0) return null

  const copyOnModifierClick = (event: MouseEvent, entry: Breadcrumb) => {
    if (!event.ctrlKey && !event.metaKey) return
    event.preventDefault()
    const permaLink = entry.permaLink || entry.link
    void copy(window.location.origin + permaLink)
  }

  return (
    <nav className="sf-breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <div className="container sf-breadcrumbs__inner">
        <ol className="sf-breadcrumbs__list">
          {entries.map((entry, index) => (
            <li key={`${entry.link}-${index}`} className="sf-breadcrumbs__item">
              {index > 0 && <Icon name="chevron-right" size="xs" className="sf-breadcrumbs__sep" />}
              {entry.current ? (
                // A mouse shortcut on plain text; the same permalink is reachable by keyboard
                // through the page's own links, so no key handler is needed here.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
                <span aria-current="page" onClick={(event) => copyOnModifierClick(event, entry)}>
                  {entry.title}
                </span>
              ) : (
                <a href={entry.link} onClick={(event) => copyOnModifierClick(event, entry)}>
                  {entry.title}
                </a>
              )}
            </li>
          ))}
        </ol>
        <span className="sf-breadcrumbs__copied" role="status">
          {copied ? t('breadcrumbs.copied') : ''}
        </span>
      </div>
    </nav>
  )
}
