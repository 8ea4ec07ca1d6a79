import { Icon } from '../../brands/design/Icon'
import { useT } from '../../lib/i18n'
import type { SyntheticEvent } from 'react'
import type { LanguageLink } from '../../lib/page'
import { languageHref } from '../page-languages'

export interface LocaleSwitcherProps {
  languages: LanguageLink[]
  /** <details> group, so it closes when another header menu opens. */
  group?: string
}

/**
 * The page in other languages (TYPO3 EXT:headless `i18n`). A language the page is not
 * translated into leads to that language's home page (../page-languages.ts), and says so, so
 * that nobody expects the same page; without any link it stays visible but inert. Nothing to
 * switch between with fewer than two languages, so nothing is rendered then. A translation keeps
 * the page's query (filters, a search: ../page-languages.ts), read from the
 * address when the link is pointed at, focused or followed: a listing's filters change the
 * address without a new page.
 */
export function LocaleSwitcher({ languages, group }: LocaleSwitcherProps) {
  const t = useT()
  if (languages.length < 2) return null
  const current = languages.find((language) => language.active) ?? languages[0]
  const withQuery = (language: LanguageLink) => (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = languageHref(language, window.location.search)
  }
  return (
    <details className="sf-locale" {...(group ? { name: group } : {})}>
      <summary className="sf-locale__toggle">
        <Icon name="globe" size="md" />
        <span className="visually-hidden">{t('locale.switch')}: </span>
        <span className="sf-locale__code">{current?.twoLetterIsoCode.toUpperCase()}</span>
      </summary>
      <ul className="sf-locale__list">
        {languages.map((language) => (
          <li key={language.languageId}>
            {language.available ? (
              <a
                className="sf-locale__link"
                href={language.link}
                hrefLang={language.hreflang}
                lang={language.twoLetterIsoCode}
                onClick={withQuery(language)}
                onMouseDown={withQuery(language)}
                onFocus={withQuery(language)}
                {...(language.active ? { 'aria-current': 'true' as const } : {})}
              >
                {language.title}
              </a>
            ) : language.link ? (
              <a
                className="sf-locale__link sf-locale__link--home"
                href={language.link}
                hrefLang={language.hreflang}
              >
                <span lang={language.twoLetterIsoCode}>{language.title}</span>
                <span className="sf-locale__note">{t('locale.untranslated')}</span>
              </a>
            ) : (
              <span
                className="sf-locale__link sf-locale__link--unavailable"
                aria-disabled="true"
                lang={language.twoLetterIsoCode}
              >
                {language.title}
              </span>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}
