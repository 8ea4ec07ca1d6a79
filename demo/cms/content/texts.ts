/**
 * UI texts of the initial data (`texts`), keyed as the storefront's i18next expects them
 * (SPEC.md message keys plus header, cart and product labels).
 */

export type Lang = 'de' | 'en'

const DE = {
  'header.cart': 'Warenkorb',
  'header.menu': 'Menü',
  'header.search': 'Suche',
  'header.account': 'Mein Konto',
  'nav.skip-to-content': 'Zum Inhalt springen',
  'breadcrumbs.home': 'Startseite',
  'error.title': 'Hier ist leider etwas schiefgelaufen',
  'error.back-home': 'Zurück zur Startseite',
  'footer.copyright': '© {company} · Alle Rechte vorbehalten',
  'locale.switch': 'Sprache wählen',
  'message.cart.add': 'Der Artikel liegt jetzt in Ihrem Warenkorb.',
  'message.cart.remove': 'Der Artikel wurde aus dem Warenkorb entfernt.',
  'message.coupon.success': 'Ihr Gutschein wurde eingelöst.',
  'message.coupon.removed': 'Der Gutschein wurde entfernt.',
  'message.session-expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'message.login.failed':
    'Die Anmeldung hat nicht geklappt. Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.',
  'message.password-strength':
    'Ihr Passwort braucht mindestens 8 Zeichen, darunter einen Klein- und einen Großbuchstaben, eine Ziffer und ein Sonderzeichen.',
  'form.message.street-must-include-number': 'Bitte geben Sie Straße und Hausnummer an.',
  'hero.search.placeholder': 'Produkt, Nährstoff oder Thema suchen …',
  'hero.search.button': 'Suchen',
  'product.add-to-cart': 'In den Warenkorb',
  'product.out-of-stock': 'Derzeit nicht lieferbar',
  'product.from': 'ab',
  'cart.title': 'Ihr Warenkorb',
  'cart.empty': 'Ihr Warenkorb ist noch leer.',
  'cart.checkout': 'Zur Kasse',
  'cart.subtotal': 'Zwischensumme',
  'cart.shipping': 'Versand',
  'cart.total': 'Gesamtsumme (inkl. MwSt.)',
  'cart.coupon': 'Gutscheincode',
  'uploads.download': 'Herunterladen',
  'uploads.file': 'Datei',
  'breadcrumbs.error': 'Fehler',
  'breadcrumbs.copied': 'Link kopiert',
  'breadcrumbs.label': 'Sie sind hier',
  'error.not-found': 'Diese Seite gibt es leider nicht (mehr).',
  'error.generic': 'Bitte versuchen Sie es in einem Moment noch einmal.',
  'footer.navigation': 'Fußzeile',
  'header.navigation': 'Hauptnavigation',
  'hero.search.label': 'Suche',
  'loading.label': 'Seite wird geladen',
  'media.imageLink': 'Bild-Link öffnen',
  'media.watchVideo': 'Video ansehen',
  'menu.readMore': 'Weiterlesen',
  'sitemap.label': 'Sitemap',
  'message.shop-unavailable':
    'Der Shop ist gerade nicht erreichbar. Ihr Warenkorb bleibt erhalten – bitte versuchen Sie es gleich noch einmal.',
  'cart.error.quantity': 'Bitte geben Sie eine Menge zwischen 1 und 999 an.',
  'cart.error.sku': 'Dieses Produkt kann nicht in den Warenkorb gelegt werden.',
  'cart.error.coupon':
    'Bitte geben Sie einen gültigen Gutscheincode ein (Buchstaben, Ziffern, - und _).',
  'cart.error.country': 'Bitte wählen Sie ein Lieferland.',
  'cart.error.postcode': 'Bitte geben Sie eine gültige Postleitzahl ein.',
  'cart.error.order-number': 'Diese Bestellnummer ist ungültig.',
}

export type TextKey = keyof typeof DE

const EN: Record<TextKey, string> = {
  'header.cart': 'Cart',
  'header.menu': 'Menu',
  'header.search': 'Search',
  'header.account': 'My account',
  'nav.skip-to-content': 'Skip to content',
  'breadcrumbs.home': 'Home',
  'error.title': 'Sorry, something went wrong',
  'error.back-home': 'Back to the home page',
  'footer.copyright': '© {company} · All rights reserved',
  'locale.switch': 'Choose language',
  'message.cart.add': 'The item is now in your cart.',
  'message.cart.remove': 'The item has been removed from your cart.',
  'message.coupon.success': 'Your coupon has been applied.',
  'message.coupon.removed': 'The coupon has been removed.',
  'message.session-expired': 'Your session has expired. Please sign in again.',
  'message.login.failed': 'We could not sign you in. Please check your email address and password.',
  'message.password-strength':
    'Your password needs at least 8 characters, including a lowercase and an uppercase letter, a digit and a special character.',
  'form.message.street-must-include-number': 'Please enter your street and house number.',
  'hero.search.placeholder': 'Search for a product, nutrient or topic …',
  'hero.search.button': 'Search',
  'product.add-to-cart': 'Add to cart',
  'product.out-of-stock': 'Currently out of stock',
  'product.from': 'from',
  'cart.title': 'Your cart',
  'cart.empty': 'Your cart is empty.',
  'cart.checkout': 'Go to checkout',
  'cart.subtotal': 'Subtotal',
  'cart.shipping': 'Shipping',
  'cart.total': 'Total (incl. VAT)',
  'cart.coupon': 'Coupon code',
  'uploads.download': 'Download',
  'uploads.file': 'File',
  'breadcrumbs.error': 'Error',
  'breadcrumbs.copied': 'Link copied',
  'breadcrumbs.label': 'You are here',
  'error.not-found': 'This page does not exist (any more).',
  'error.generic': 'Please try again in a moment.',
  'footer.navigation': 'Footer',
  'header.navigation': 'Main navigation',
  'hero.search.label': 'Search',
  'loading.label': 'Loading page',
  'media.imageLink': 'Open image link',
  'media.watchVideo': 'Watch video',
  'menu.readMore': 'Read more',
  'sitemap.label': 'Sitemap',
  'message.shop-unavailable':
    'The shop cannot be reached right now. Your cart is kept – please try again in a moment.',
  'cart.error.quantity': 'Please enter a quantity between 1 and 999.',
  'cart.error.sku': 'This product cannot be added to the cart.',
  'cart.error.coupon': 'Please enter a valid coupon code (letters, digits, - and _).',
  'cart.error.country': 'Please choose a delivery country.',
  'cart.error.postcode': 'Please enter a valid postcode.',
  'cart.error.order-number': 'This order number is not valid.',
}

export const TEXT_KEYS = Object.keys(DE) as TextKey[]

/** The texts of one language, the company filled in, with per-site wording on top. */
export const uiTexts = (
  lang: Lang,
  company: string,
  overrides: Partial<Record<TextKey, string>> = {},
): Record<TextKey, string> => {
  const texts = { ...(lang === 'de' ? DE : EN), ...overrides }
  texts['footer.copyright'] = texts['footer.copyright'].replace('{company}', company)
  return texts
}

/** The notice food supplements must carry (EU Directive 2002/46/EC, art. 6; German NemV § 4). */
export const MANDATORY_TEXT: Record<Lang, string> = {
  de: 'Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise. Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden. Außerhalb der Reichweite von kleinen Kindern lagern.',
  en: 'Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle. Do not exceed the recommended daily intake. Keep out of the reach of young children.',
}
