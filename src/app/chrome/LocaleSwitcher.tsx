import { Icon } from '../../brands/design/Icon'
import { useT } from '../../lib/i18n'
import type { LanguageLink } from '../../lib/page'

export interface LocaleSwitcherProps {
  languages: LanguageLink[]
  /** <details> group, so it closes when another header menu opens. */
  group?: string
}

/**
 * The page in other languages (TYPO3 EXT:headless `i18n`). Languages the page is not
 * translated into stay visible but inert, so visitors see the language exists. Nothing to
 * switch between with fewer than two languages, so nothing is rendered then.
 */
export function LocaleSwitcher({ languages, group }: LocaleSwitcherProps) {
  const t = useT()
  if (languages.length < 2) return null
  const current = languages.find((language) => language.active) ?? languages[0]
  return (
    <details className="sf-locale" {...(group ? { name: group } : {})}>
      <summary className="sf-locale__toggle">
        <Icon name="globe" size="md" />
        <span className="visually-hidden">{t('locale.switch', 'Sprache wählen')}: </span>
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
                {...(language.active ? { 'aria-current': 'true' as const } : {})}
              >
                {language.title}
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
