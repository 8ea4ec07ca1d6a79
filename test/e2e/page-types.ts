/**
 * One page of every type the storefront renders, guest's view: content pages, the listing in its
 * states (filtered and sorted, a search), product pages (a single size and a family), the guide,
 * recipes, jobs, the shop's own pages (cart, sign-in, order status), a form, the pharmacy
 * search, the error page, the English store view and the three other brands. The accessibility
 * and layout-shift specs walk them all.
 */
export const PAGE_TYPES = [
  '/',
  '/produkte',
  '/produkte?line=Vitalis%20Basis&sort=price',
  '/produkte?q=magnesium',
  '/produkte/magnesium-400',
  '/produkte/vitamin-d3-1000-i-e',
  '/ratgeber',
  '/ratgeber/artikel/vitamin-d-im-winter',
  '/rezepte',
  '/karriere',
  '/ueber-uns',
  '/warenkorb',
  '/login',
  '/registrieren',
  '/passwort-vergessen',
  '/bestellstatus',
  '/kontakt',
  '/impressum',
  '/apothekensuche',
  '/diese-seite-gibt-es-nicht',
  '/en/products/magnesium-400',
  'http://litozin.localhost:8787/',
  'http://queisser.localhost:8787/',
  'http://stozzon.localhost:8787/',
]
