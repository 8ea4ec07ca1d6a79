import { useT } from '../../lib/i18n'

/**
 * Said after the text of a link that leaves the site: a small arrow for the eye (hidden from
 * screen readers, which would read "north east arrow") and the words for screen readers. One
 * text node each, so the server HTML and the hydrated tree are the same.
 */
export function ExternalMark() {
  const t = useT()
  return (
    <>
      <span className="sf-external-mark" aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden">{` (${t('link.external')})`}</span>
    </>
  )
}
