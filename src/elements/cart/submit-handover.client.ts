import type { CheckoutHandover } from './checkout-href'

/**
 * Sends the browser to the shop host with a handover (./checkout-href.ts) through a form made
 * for this one submission and removed again, so no attribute of the page ever holds the token.
 * `rel="noreferrer"` sends no Referer and gives a new tab no opener
 * (https://html.spec.whatwg.org/multipage/forms.html#attr-form-rel); a browser that does not
 * honour it on a form (Chromium 156 here) sends the origin only, by the site's
 * strict-origin-when-cross-origin policy. The shop host answers its handover with
 * `Referrer-Policy: no-referrer` for the rest. `newTab` follows what the shopper
 * asked of the link (Ctrl, Cmd, Shift or the middle button).
 */
export const submitHandover = (handover: CheckoutHandover, { newTab }: { newTab: boolean }) => {
  const form = document.createElement('form')
  form.method = handover.method
  form.action = handover.action
  form.setAttribute('rel', 'noreferrer')
  if (newTab) form.target = '_blank'
  form.hidden = true
  for (const [name, value] of handover.fields) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.appendChild(input)
  }
  document.body.appendChild(form)
  form.submit()
  form.remove()
}
