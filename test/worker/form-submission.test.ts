import { beforeEach, describe, expect, it } from 'vitest'
import { contactFormDefinition } from '../../src/elements/form_formframework/fixture'
import { FORM_RATE_LIMIT } from '../../src/worker/forms/rate-limit'
import { FORM_MAX_BODY_BYTES } from '../../src/worker/routes/form-submission'
import { CMS_BASE, element, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { BROWSER_UA, freshCmsForEachTest, get, withoutScripts } from './helpers'

/**
 * The contact form posted through the worker (src/worker/routes/form-submission.ts): what it
 * refuses before the CMS sees anything, what the CMS's answer becomes for the form's script
 * (JSON) and for a browser without JavaScript (the page, values kept), and what the shopper is
 * told when the CMS cannot be reached.
 */

const ACTION_QUERY =
  'tx_form_formframework%5Baction%5D=perform&tx_form_formframework%5Bcontroller%5D=FormFrontend'
const ACTION = `http://localhost/kontakt?${ACTION_QUERY}`
const FORM_ID = contactFormDefinition.id
const nameOf = (identifier: string) => `tx_form_formframework[${FORM_ID}][${identifier}]`

const contactElement = (form: object = contactFormDefinition) =>
  element(40, 'form_formframework', {
    header: 'Schreiben Sie uns',
    link: `/kontakt?${ACTION_QUERY.replaceAll('&', '&amp;')}`,
    form,
  })
const contactPage = (form?: object) =>
  page({ id: 40, slug: '/kontakt', title: 'Kontakt', content: [contactElement(form)] })

/** The CMS's page after a post: the form's `api` as EXT:headless's FormFrontendController sets it. */
const answered = (api: Record<string, unknown>) =>
  contactPage({ ...contactFormDefinition, api: { ...contactFormDefinition.api, ...api } })

const FILLED = {
  vorname: 'Anna',
  nachname: 'Berg',
  email: 'anna@example.com',
  nachricht: 'Wie nehme ich das Zink am besten ein?',
}

const fieldsOf = (values: Record<string, string>) => {
  const body = new URLSearchParams()
  for (const [identifier, value] of Object.entries(values)) body.append(nameOf(identifier), value)
  body.append(nameOf('__state'), 'c3RhdGU=9f8e7d')
  return body
}

interface PostOptions {
  json?: boolean
  origin?: string | null
  client?: string
  body?: string
  contentType?: string
}

/** Posts the form as a browser on localhost does: same origin, urlencoded. */
const postForm = (values: Record<string, string>, o: PostOptions = {}) => {
  const headers: Record<string, string> = {
    'user-agent': BROWSER_UA,
    'content-type': o.contentType ?? 'application/x-www-form-urlencoded',
    'cf-connecting-ip': o.client ?? '203.0.113.10',
  }
  if (o.origin !== null) headers.origin = o.origin ?? 'http://localhost'
  if (o.json) headers.accept = 'application/json'
  return get(ACTION, { method: 'POST', headers, body: o.body ?? fieldsOf(values).toString() })
}

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

/** The posts the CMS received, and how it answers the next one. */
let posts: { url: string; body: string; accept: string | null }[]
let answerPost: () => Response | Promise<Response>

beforeEach(() => {
  cms.set('vitalis-de', '/kontakt', { status: 200, body: contactPage() })
  posts = []
  answerPost = () => Response.json(answered({ status: 'success', actionAfterSuccess: null }))
  const pageFetch = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (init?.method !== 'POST' || !url.startsWith(CMS_BASE)) return pageFetch(input, init)
    posts.push({
      url,
      body: String(init.body),
      accept: new Headers(init.headers).get('accept'),
    })
    return answerPost()
  }
})

describe('form submission (JSON, for the form with JavaScript)', () => {
  it("forwards the fields to the form's action on the CMS and relays its success message", async () => {
    answerPost = () =>
      Response.json(
        answered({ status: 'success', actionAfterSuccess: { message: 'Danke, Anna!' } }),
      )
    const response = await postForm(FILLED, { json: true })

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'success', message: 'Danke, Anna!' })
    expect(posts).toHaveLength(1)
    expect(posts[0]?.url).toBe(`${CMS_BASE}/vitalis-de/kontakt?${ACTION_QUERY}`)
    expect(posts[0]?.accept).toBe('application/json')
    const forwarded = new URLSearchParams(posts[0]?.body)
    expect(forwarded.get(nameOf('email'))).toBe('anna@example.com')
    expect(forwarded.get(nameOf('__state'))).toBe('c3RhdGU=9f8e7d')
  })

  it("relays the CMS's validation messages by field with 422", async () => {
    answerPost = () =>
      Response.json(answered({ status: 'failure', errors: { email: 'Adresse unbekannt.' } }))
    const response = await postForm({ ...FILLED, email: 'anna@example' }, { json: true })

    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      status: 'invalid',
      errors: { email: 'Adresse unbekannt.' },
    })
  })

  it('refuses a post from another origin, or without one, before the CMS sees it', async () => {
    const foreign = await postForm(FILLED, { json: true, origin: 'https://evil.example' })
    const without = await postForm(FILLED, { json: true, origin: null })

    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({ status: 'refused', reason: 'origin' })
    expect(without.status).toBe(403)
    expect(posts).toHaveLength(0)
  })

  it('refuses a body larger than the limit with 413, before the CMS sees it', async () => {
    const huge = fieldsOf({ ...FILLED, nachricht: 'x'.repeat(FORM_MAX_BODY_BYTES) }).toString()
    const response = await postForm(FILLED, { json: true, body: huge })

    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ status: 'refused', reason: 'too-large' })
    expect(posts).toHaveLength(0)
  })

  it('refuses a body that is not a urlencoded form of one TYPO3 form', async () => {
    const asJson = await postForm(FILLED, {
      json: true,
      contentType: 'application/json',
      body: JSON.stringify(FILLED),
    })
    const noForm = await postForm(FILLED, { json: true, body: 'email=anna%40example.com' })

    expect(asJson.status).toBe(415)
    expect(noForm.status).toBe(400)
    expect(posts).toHaveLength(0)
  })

  it('limits each client to its submissions per window, with Retry-After, others unaffected', async () => {
    const client = '198.51.100.7'
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) {
      expect((await postForm(FILLED, { json: true, client })).status).toBe(200)
    }
    const limited = await postForm(FILLED, { json: true, client })
    const other = await postForm(FILLED, { json: true, client: '198.51.100.8' })

    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(FORM_RATE_LIMIT.windowMs / 1000)
    expect(await limited.json()).toEqual({ status: 'limited', retryAfter })
    expect(other.status).toBe(200)
    expect(posts).toHaveLength(FORM_RATE_LIMIT.max + 1)
  })

  it('says nothing was sent (503) when the CMS is down, times out or answers something else', async () => {
    const failures: (() => Response | Promise<Response>)[] = [
      () => Promise.reject(new TypeError('fetch failed: connection refused')),
      () => new Response('{}', { status: 502 }),
      () => new Response('<html>Wartungsarbeiten</html>', { status: 200 }),
      // TYPO3 did not take it as a submission (a stale __state): no verdict is no success.
      () => Response.json(answered({ status: null })),
    ]
    for (const [index, failure] of failures.entries()) {
      answerPost = failure
      const response = await postForm(FILLED, { json: true, client: `192.0.2.${index + 1}` })
      expect(response.status, String(index)).toBe(503)
      expect(await response.json()).toEqual({ status: 'unavailable' })
    }
  })

  it('leaves any other POST to a page what it was: 405', async () => {
    const response = await get('http://localhost/kontakt', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: fieldsOf(FILLED).toString(),
    })
    expect(response.status).toBe(405)
    expect(posts).toHaveLength(0)
  })
})

describe('form submission (a page, for the form without JavaScript)', () => {
  const formHtml = async (response: Response) =>
    withoutScripts(await response.text()).match(
      /<div class="ce-form">[\s\S]*?<\/form>|<div class="ce-form">[\s\S]*?ce-form__success[\s\S]*?<\/div><\/div>/,
    )?.[0] ?? ''

  it("shows the CMS's messages beside the fields, every value kept, with 422", async () => {
    answerPost = () =>
      Response.json(answered({ status: 'failure', errors: { nachricht: 'Bitte etwas länger.' } }))
    const response = await postForm({ ...FILLED, nachricht: 'Kurz' })
    const html = await formHtml(response)

    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('Bitte etwas länger.')
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Kurz<\/textarea>/)
    expect(html).toMatch(
      /<input[^>]*name="tx_form_formframework\[kontakt-801\]\[email\]"[^>]*value="anna@example.com"/,
    )
    expect(html).toContain('class="ce-form__problem" role="alert"')
  })

  it("shows the CMS's thanks in place of the form with 200", async () => {
    answerPost = () =>
      Response.json(
        answered({ status: 'success', actionAfterSuccess: { message: 'Danke, Anna!' } }),
      )
    const response = await postForm(FILLED)
    const body = withoutScripts(await response.text())

    expect(response.status).toBe(200)
    expect(body).toContain('Danke, Anna!')
    expect(body).not.toContain('<form id="c40-form"')
  })

  it('keeps every value and says nothing was sent when the CMS is down (503)', async () => {
    // The page itself is cached from an earlier visit; only the post fails.
    expect((await get('http://localhost/kontakt')).status).toBe(200)
    answerPost = () => Promise.reject(new TypeError('fetch failed: connection refused'))
    const response = await postForm(FILLED, { client: '192.0.2.99' })
    const html = await formHtml(response)

    expect(response.status).toBe(503)
    expect(html).toContain('class="ce-form__problem" role="alert"')
    expect(html).toMatch(/<textarea[^>]*>Wie nehme ich das Zink am besten ein\?<\/textarea>/)
    expect(html).toMatch(/value="Anna"/)
  })

  it('answers the limit with the page, the values kept, and Retry-After', async () => {
    const client = '198.51.100.20'
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) await postForm(FILLED, { json: true, client })
    const response = await postForm(FILLED, { client })
    const html = await formHtml(response)

    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(html).toMatch(/value="Berg"/)
    expect(html).toContain('ce-form__problem')
  })
})
