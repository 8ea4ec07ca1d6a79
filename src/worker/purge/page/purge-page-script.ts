/**
 * The editors' page with JavaScript (inline, with the response's CSP nonce): the token is asked
 * for once and kept in the tab's sessionStorage, never in a cookie, the page or an address; the
 * form is sent with fetch and the token as a bearer header, and the server's own rendering of
 * the status region and the log replaces the page's (parsed with DOMParser, scripts inert): the
 * page has one renderer, and nothing the server sent is written as HTML text by this script.
 * Plain ES2020 in a string: wrangler's bundler would rename a function's helpers, which then do
 * not exist in the browser. test/e2e/purge-page.spec.ts runs it in Chromium.
 */
export const PURGE_PAGE_SCRIPT = `(() => {
  const KEY = 'vitalis.purge-token'
  const byId = (id) => document.getElementById(id)
  const form = byId('purge-form')
  const tokenInput = byId('purge-token')
  const tokenFields = byId('purge-token-fields')
  const saved = byId('purge-token-saved')
  const regions = [byId('purge-status'), byId('purge-log')]
  const stored = () => sessionStorage.getItem(KEY)

  const showToken = () => {
    const has = stored() !== null
    tokenFields.hidden = has
    tokenInput.required = !has
    saved.hidden = !has
  }

  const swapIn = (html) => {
    const next = new DOMParser().parseFromString(html, 'text/html')
    for (const region of regions) {
      const fresh = next.getElementById(region.id)
      if (fresh) region.replaceChildren(...fresh.childNodes)
    }
  }

  const send = async (body) => {
    const typed = tokenInput.value
    const token = typed || stored()
    if (!token) return
    form.setAttribute('aria-busy', 'true')
    try {
      const response = await fetch('/_cache', {
        method: 'POST',
        headers: { authorization: 'Bearer ' + token },
        body,
      })
      if (response.status === 401) sessionStorage.removeItem(KEY)
      else if (typed && (response.ok || response.status === 400)) sessionStorage.setItem(KEY, typed)
      tokenInput.value = ''
      showToken()
      swapIn(await response.text())
    } catch (error) {
      regions[0].textContent = 'The request did not reach the server: ' + error.message
    } finally {
      form.removeAttribute('aria-busy')
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const body = new URLSearchParams(new FormData(form, event.submitter))
    body.delete('token')
    send(body)
  })
  byId('purge-token-forget').addEventListener('click', () => {
    sessionStorage.removeItem(KEY)
    showToken()
    tokenInput.focus()
  })
  showToken()
  if (stored()) send(new URLSearchParams({ action: 'log' }))
})()`
