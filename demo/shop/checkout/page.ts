import type { CartState } from '../domain/cart-state'
import type { CartTotals } from '../domain/pricing'
import { rateTitles } from '../domain/shipping-rates'
import { formatEuro } from '../money'
import { countryLabel } from '../store-views'
import type { Store } from '../stores'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const layout = (store: Store, title: string, body: string) => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(store.name)} Shop</title>
<link rel="icon" href="data:,">
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f6f6f4; }
  header { background: ${store.colours.primary}; color: #fff; padding: 1rem 1.5rem; }
  header strong { font-size: 1.25rem; letter-spacing: .05em; }
  main { max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
  section { background: #fff; border-radius: 8px; padding: 1.5rem; box-shadow: 0 1px 3px #0002; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .5rem .25rem; border-bottom: 1px solid #e4e4e0; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  tfoot td { border: 0; }
  tfoot tr.total td { font-weight: 700; font-size: 1.1rem; border-top: 2px solid #1a1a1a; }
  button { margin-top: 1.5rem; background: ${store.colours.primary}; color: #fff; border: 0;
    border-radius: 6px; padding: .8rem 1.6rem; font-size: 1rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid ${store.colours.secondary}; outline-offset: 2px; }
  .note { color: #555; font-size: .9rem; }
  .error { border-left: 6px solid #b00020; }
  .back { margin: 0 0 1rem; }
  .back a { color: ${store.colours.secondary}; }
</style>
</head>
<body>
<header><strong>${escapeHtml(store.name)}</strong> · Kasse (Demo)</header>
<main>${body}</main>
</body>
</html>`

export interface CheckoutForm {
  cartId: string
  token: string | null
  /** The storefront's success page, where the shopper goes after placing the order. */
  returnUrl: string
  /** The storefront's cart, the way back for a shopper who wants to change something. */
  cartUrl: string
  payment: 'checkmo' | 'paypal_express'
}

/** The way back to the storefront's cart, above every checkout page. */
const backToCart = (cartUrl: string) =>
  `<p class="back"><a href="${escapeHtml(cartUrl)}">← Zurück zum Warenkorb</a></p>`

const row = (label: string, cents: number, className = '') =>
  `<tr class="${className}"><td colspan="3">${escapeHtml(label)}</td><td class="num">${formatEuro(cents)}</td></tr>`

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`

/** The handed-over cart with its totals and the button that places the order. */
export const checkoutPage = (
  store: Store,
  state: CartState,
  checkout: { totals: CartTotals; country: string },
  form: CheckoutForm,
) => {
  const { totals } = checkout
  const lines = state.lines
    .map(({ item, product }, index) => {
      const priced = totals.lines[index]!
      return `<tr><td>${escapeHtml(product.name)}<br><span class="note">${escapeHtml(product.sku)}</span></td>
<td class="num">${item.quantity} ×</td><td class="num">${formatEuro(priced.rowCents / item.quantity)}</td>
<td class="num">${formatEuro(priced.rowCents)}</td></tr>`
    })
    .join('\n')
  const shipping = totals.shipping
  // The checkout stand-in is a German page, whichever view the cart was filled in.
  const shippingTitles = shipping && rateTitles(shipping, 'de')
  const payment = form.payment === 'paypal_express' ? 'PayPal Express' : 'Vorkasse'
  const body =
    state.lines.length === 0
      ? '<section><h1>Ihr Warenkorb ist leer</h1><p>Legen Sie im Shop Produkte in den Warenkorb.</p></section>'
      : `<section>
<h1>Bestellung prüfen</h1>
<table>
<thead><tr><th>Produkt</th><th class="num">Menge</th><th class="num">Preis</th><th class="num">Summe</th></tr></thead>
<tbody>
${lines}
</tbody>
<tfoot>
${row('Zwischensumme', totals.subtotalCents)}
${totals.discountCents > 0 ? row(`Rabatt (${state.coupon?.code ?? ''})`, -totals.discountCents) : ''}
${shipping && shippingTitles ? row(`${shippingTitles.carrier_title} – ${shippingTitles.method_title} (${countryLabel(checkout.country, 'de')})`, shipping.cents) : ''}
${row('Gesamtsumme', totals.grandCents, 'total')}
${row(`enthaltene MwSt. (${totals.taxRate} %)`, totals.taxCents)}
</tfoot>
</table>
<p class="note">Zahlungsart: ${payment}. Dies ist eine Demo-Kasse: es wird nichts berechnet.</p>
<form method="post" action="cartmerge/place">
${hidden('cartId', form.cartId)}
${form.token ? hidden('token', form.token) : ''}
${hidden('return', form.returnUrl)}
${hidden('cart', form.cartUrl)}
${hidden('payment', form.payment)}
<button type="submit">Zahlungspflichtig bestellen</button>
</form>
</section>`
  return layout(store, 'Kasse', backToCart(form.cartUrl) + body)
}

export const errorPage = (store: Store, message: string, cartUrl: string) =>
  layout(
    store,
    'Fehler',
    `${backToCart(cartUrl)}<section class="error"><h1>Die Kasse kann nicht geöffnet werden</h1><p>${escapeHtml(message)}</p></section>`,
  )
