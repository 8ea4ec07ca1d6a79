import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../lib/create-i18n'
import { I18nContext } from '../lib/i18n'
import type { Page } from '../lib/page'
import { StorefrontContext } from '../lib/storefront-context'
import { DE } from '../lib/texts/de'
import { EN } from '../lib/texts/en'
import { ErrorPage } from './ErrorPage'
import { errorTitle, type RouteError } from './router/route-error'

const english = createI18n('en', EN).t
const german = createI18n('de', DE).t

const failure = (status: number, message: string): RouteError => ({
  status,
  message,
  fallback: null,
  stack: null,
})

const renderInEnglish = (error: RouteError) =>
  renderToStaticMarkup(
    <StorefrontContext.Provider
      value={{
        locale: 'en',
        languageTag: 'en-DE',
        dev: false,
        localePath: (path) => `/en${path}`,
        texts: () => ({}),
      }}
    >
      <I18nContext.Provider value={english}>
        <ErrorPage error={error} />
      </I18nContext.Provider>
    </StorefrontContext.Provider>,
  )

describe('errorTitle', () => {
  it('names the kind of failure in the page’s language, never the Error’s English message', () => {
    const unreachable = failure(502, 'The content service is unreachable')
    expect(errorTitle(unreachable, german)).toBe('502 - Vorübergehend nicht erreichbar')
    expect(errorTitle(unreachable, english)).toBe('502 - Temporarily unavailable')
    expect(errorTitle(failure(504, 'The content service did not answer in time'), german)).toBe(
      '504 - Vorübergehend nicht erreichbar',
    )
    expect(errorTitle(failure(404, 'Page Not Found: /%ZZ'), german)).toBe(
      '404 - Seite nicht gefunden',
    )
    expect(errorTitle(failure(500, 'Internal Server Error'), german)).toBe(
      '500 - Ein Fehler ist aufgetreten',
    )
    expect(errorTitle(failure(400, 'Bad Request'), english)).toBe('400 - Request not possible')
  })

  it('takes the title of the CMS’s error page where one came with the error', () => {
    const fallback = { title: 'Seite nicht gefunden – Vitalis' } as Page
    expect(errorTitle({ ...failure(404, 'Page not found: /x'), fallback }, english)).toBe(
      '404 - Seite nicht gefunden – Vitalis',
    )
  })
})

describe('ErrorPage', () => {
  it('heads an English page’s error in English: hero, heading and breadcrumbs', () => {
    const html = renderInEnglish(failure(502, 'The content service is unreachable'))
    expect(html).toMatch(/<h1[^>]*>502 - Temporarily unavailable<\/h1>/)
    expect(html).toMatch(/<h2[^>]*>502 - Temporarily unavailable<\/h2>/)
    expect(html).toContain('Sorry, something went wrong.')
    expect(html).not.toContain('content service')
    expect(html).not.toMatch(/[äöüß]|Fehler/)
  })
})
