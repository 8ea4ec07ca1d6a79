import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { contactFormDefinition } from '../../src/elements/form_formframework/fixture'
import { element, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import {
  bootstrapOf,
  eventually,
  freshCmsForEachTest,
  get,
  pageKey,
  readEntry,
  withoutScripts,
  writeEntry,
} from './helpers'

const CONTACT = 'http://localhost/kontakt'
const CONTACT_KEY = pageKey('vitalis-de', 'de', '/kontakt')
const ACTION =
  '/kontakt?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend'

const contactForm = element(40, 'form_formframework', {
  header: 'Schreiben Sie uns',
  link: ACTION,
  form: contactFormDefinition,
})
/** A CType no release of the storefront knows, with content that must never reach the HTML. */
const guestbook = element(41, 'guestbook_entries', {
  header: 'Gästebuch',
  entries: [{ author: 'Anna', text: 'Geheimer Eintrag' }],
})

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

const answerContactPage = (content: unknown[]) =>
  cms.set('vitalis-de', '/kontakt', {
    status: 200,
    body: page({ id: 40, slug: '/kontakt', title: 'Kontakt', content }),
  })

type StoredElement = { type: string; content: Record<string, unknown>; problem?: string }
const storedElements = async () => {
  const entry = await readEntry(CONTACT_KEY)
  const stored = entry?.value as { page: { content: { colPos0: StoredElement[] } } } | undefined
  return stored?.page.content.colPos0 ?? []
}

describe('form_formframework', () => {
  it("serves the form's fields, labels and TYPO3's action URL in the HTML", async () => {
    answerContactPage([contactForm])
    const response = await get(CONTACT)
    const html = withoutScripts(await response.text())

    expect(response.status).toBe(200)
    const form = html.match(/<form id="c40-form"[^>]*>/)?.[0] ?? ''
    expect(form).toContain('method="post"')
    expect(form).toContain(`action="${ACTION}"`)
    expect(html).toMatch(/<label[^>]*for="c40-field-email"[^>]*>E-Mail-Adresse/)
    expect(html).toMatch(
      /<input[^>]*id="c40-field-email"[^>]*name="tx_form_formframework\[kontakt-801\]\[email\]"/,
    )
    expect(html).toContain(
      '<legend class="sf-field__label sf-field__label--quiet">Rückruf gewünscht?',
    )
    expect(html).toContain(
      'name="tx_form_formframework[kontakt-801][__state]" value="c3RhdGU=9f8e7d"',
    )
    expect(html).toMatch(/<button type="submit"[^>]*>Nachricht senden<\/button>/)
  })

  it('lets the form post to the CMS host, where TYPO3 sends forms without frontendBase', async () => {
    answerContactPage([contactForm])
    const csp = (await get(CONTACT)).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("form-action 'self' http://127.0.0.1:8788")
  })
})

describe('content elements of an unknown CType', () => {
  let warn: MockInstance<typeof console.warn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => warn.mockRestore())

  const unknownWarnings = () =>
    warn.mock.calls
      // The request log's '[req <id>]' comes first.
      .map((call) => call.slice(1).map(String).join(' '))
      .filter((line) => line.includes('[unknown-element]'))

  it('are kept in the cache entry as the CMS sent them, and never reach the page', async () => {
    answerContactPage([guestbook])
    const html = await (await get(CONTACT)).text()
    await eventually(async () => expect(await storedElements()).toHaveLength(1))

    const [stored] = await storedElements()
    expect(stored).toMatchObject({ type: 'guestbook_entries', problem: 'unknown-type' })
    expect(stored?.content).toEqual(guestbook.content)
    expect(html).not.toContain('Geheimer Eintrag')
    const payload = bootstrapOf(html).payload as { page: { content: { colPos0: StoredElement[] } } }
    expect(payload.page.content.colPos0[0]?.content).toEqual({})
  })

  it('are logged by type once per page read from the CMS, not again for requests the cache serves', async () => {
    const second = { ...guestbook, id: 42 }
    answerContactPage([guestbook, second, element(43, 'news_latest', {})])
    await (await get(CONTACT)).text()
    await eventually(async () => expect(await storedElements()).toHaveLength(3))
    const fresh = await get(CONTACT)
    await fresh.text()

    expect(fresh.headers.get('x-cache-status')).toBe('fresh')
    expect(unknownWarnings()).toEqual([
      '[unknown-element] vitalis-de /kontakt: guestbook_entries, news_latest (kept in the cache, not rendered)',
    ])
    expect(unknownWarnings().join()).not.toContain('Geheimer Eintrag')
  })

  it('render from the same cache entry once a release knows their type, without a purge', async () => {
    answerContactPage([contactForm])
    await (await get(CONTACT)).text()
    await eventually(async () => expect(await storedElements()).toHaveLength(1))
    // As a release before form_formframework stored it: unknown, with the CMS's content.
    const entry = await readEntry(CONTACT_KEY)
    if (!entry) throw new Error('no cache entry')
    const olderRelease = JSON.parse(JSON.stringify(entry)) as typeof entry
    const stored = olderRelease.value as { page: { content: { colPos0: StoredElement[] } } }
    stored.page.content.colPos0 = [{ ...contactForm, problem: 'unknown-type' } as StoredElement]
    await writeEntry(CONTACT_KEY, olderRelease)

    const response = await get(CONTACT)
    const html = withoutScripts(await response.text())
    expect(response.headers.get('x-cache-status')).toBe('fresh')
    expect(html).toMatch(/<label[^>]*for="c40-field-email"[^>]*>E-Mail-Adresse/)
    expect(html).toContain(
      'action="/kontakt?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend"',
    )
  })
})
