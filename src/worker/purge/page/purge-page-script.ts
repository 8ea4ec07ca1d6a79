/**
 * The editors' page with JavaScript (inline, with the response's CSP nonce): the token is asked
 * for once and kept in the tab's sessionStorage, never in a cookie, the page or an address; the
 * form is sent with fetch and the token as a bearer header, and the server's own rendering of
 * the page's main part replaces this one (parsed with DOMParser, scripts inert): the sign-in
 * page becomes the editor's page once the token is good, and the sign-in page again when it is
 * refused. The page has one renderer, and nothing the server sent is written as HTML text by
 * this script. Events are taken on the document, as the forms are replaced. A 429 (too many
 * wrong tokens from this address) keeps the saved token: it may be good, only not now.
 * Plain ES2020 in a string: wrangler's bundler would rename a function's helpers, which then do
 * not exist in the browser. test/e2e/purge-page.spec.ts runs it in Chromium.
 */
export const PURGE_PAGE_SCRIPT = `(() => {
  const KEY = 'vitalis.purge-token'
  const byId = (id) => document.getElementById(id)
  const stored = () => sessionStorage.getItem(KEY)

  const showToken = () => {
    const has = stored() !== null
    byId('purge-token-fields').hidden = has
    byId('purge-token').required = !has
    byId('purge-token-saved').hidden = !has
  }

  const swapIn = (html) => {
    const next = new DOMParser().parseFromString(html, 'text/html').querySelector('main')
    if (next) document.querySelector('main').replaceChildren(...next.childNodes)
    showToken()
  }

  const send = async (form, body) => {
    const typed = byId('purge-token').value
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
      swapIn(await response.text())
    } catch (error) {
      byId('purge-status').textContent = 'The request did not reach the server: ' + error.message
    } finally {
      form.removeAttribute('aria-busy')
    }
  }

  document.addEventListener('submit', (event) => {
    const form = event.target
    if (form.id !== 'purge-form') return
    event.preventDefault()
    const body = new URLSearchParams(new FormData(form, event.submitter))
    body.delete('token')
    send(form, body)
  })
  document.addEventListener('click', (event) => {
    if (event.target.id !== 'purge-token-forget') return
    sessionStorage.removeItem(KEY)
    showToken()
    byId('purge-token').focus()
  })
  showToken()
  if (stored()) send(byId('purge-form'), new URLSearchParams({ action: 'log' }))
})()`
