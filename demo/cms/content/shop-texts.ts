import { SHIPPING_TITLES } from '../../shop/domain/shipping-rates'
import { PHRASES, type PhraseName } from '../../shop/errors'
import type { Lang } from './texts'

/**
 * The ecommerce texts: what the shop's English messages say in the page's language (SPEC.md
 * section 8). Keys are the shop's phrases with their placeholders (%1, %2 …), as a TYPO3 editor
 * copies them from Magento's translation files; the storefront fills the placeholders in. The
 * record is typed by the demo shop's phrase list, so a new shop message without texts fails
 * the type check.
 */
const SHOP_TEXTS: Record<PhraseName, Record<Lang, string>> = {
  customerNotAuthorized: {
    de: 'Bitte melden Sie sich erneut an.',
    en: 'Please sign in again.',
  },
  cartNotFound: {
    de: 'Der Warenkorb „%1“ wurde nicht gefunden.',
    en: 'We could not find the cart "%1".',
  },
  cartInactive: {
    de: 'Dieser Warenkorb ist bereits abgeschlossen.',
    en: 'This cart has already been checked out.',
  },
  cartForbidden: {
    de: 'Auf den Warenkorb „%1“ haben Sie keinen Zugriff.',
    en: 'You do not have access to the cart "%1".',
  },
  missing: {
    de: 'Die Angabe „%1“ fehlt.',
    en: 'The value "%1" is missing.',
  },
  missingInItems: {
    de: 'Die Angabe „%1“ fehlt bei einem Artikel.',
    en: 'An item lacks the value "%1".',
  },
  missingDot: {
    de: 'Die Angabe „%1“ fehlt.',
    en: 'The value "%1" is missing.',
  },
  cartItemNotFound: {
    de: 'Dieser Artikel ist nicht mehr in Ihrem Warenkorb.',
    en: 'This item is no longer in your cart.',
  },
  cartItemMissing: {
    de: 'Dieser Artikel ist nicht mehr in Ihrem Warenkorb.',
    en: 'This item is no longer in your cart.',
  },
  signInFailed: {
    de: 'Die Anmeldung war nicht erfolgreich oder Ihr Konto ist vorübergehend gesperrt. Bitte versuchen Sie es später noch einmal.',
    en: 'The sign-in was not successful or your account is temporarily locked. Please try again later.',
  },
  specifyValue: {
    de: 'Bitte geben Sie „%1“ an.',
    en: 'Please enter "%1".',
  },
  fieldRequired: {
    de: '„%1“ ist ein Pflichtfeld. Bitte ergänzen Sie es.',
    en: '"%1" is required. Please fill it in.',
  },
  invalidEmail: {
    de: '„%1“ ist keine gültige E-Mail-Adresse.',
    en: '"%1" is not a valid email address.',
  },
  passwordTooShort: {
    de: 'Ihr Passwort braucht mindestens 8 Zeichen.',
    en: 'Your password needs at least 8 characters.',
  },
  passwordClasses: {
    de: 'Ihr Passwort braucht drei dieser vier Zeichenarten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen.',
    en: 'Your password needs three of these four kinds of characters: lowercase letters, uppercase letters, digits, special characters.',
  },
  emailTaken: {
    de: 'Mit dieser E-Mail-Adresse gibt es bereits ein Kundenkonto.',
    en: 'There already is an account with this email address.',
  },
  orderForeign: {
    de: 'Die Bestellung „%1“ gehört nicht zu Ihrem Kundenkonto.',
    en: 'The order "%1" does not belong to your account.',
  },
  couponInvalid: {
    de: 'Dieser Gutscheincode ist nicht gültig. Bitte prüfen Sie ihn und versuchen Sie es noch einmal.',
    en: 'This coupon code is not valid. Please check it and try again.',
  },
  couponAlreadyApplied: {
    de: 'Es ist bereits ein Gutschein eingelöst. Bitte entfernen Sie ihn, um einen anderen einzulösen.',
    en: 'A coupon is already applied. Please remove it to apply another one.',
  },
  cartEmpty: {
    de: 'Ihr Warenkorb ist leer.',
    en: 'Your cart is empty.',
  },
  productNotFound: {
    de: 'Das Produkt mit der Artikelnummer „%1“ gibt es nicht (mehr).',
    en: 'There is no (longer a) product with the item number "%1".',
  },
  notSalable: {
    de: 'Dieses Produkt ist derzeit nicht erhältlich.',
    en: 'This product is currently not available.',
  },
  insufficientStock: {
    de: 'Die gewünschte Menge ist leider nicht lieferbar.',
    en: 'The requested quantity is not available.',
  },
  quantityNotPositive: {
    de: 'Die Menge muss größer als 0 sein.',
    en: 'The quantity must be greater than 0.',
  },
  decimalQuantity: {
    de: 'Dieses Produkt gibt es nur in ganzen Stück.',
    en: 'This product is only sold in whole units.',
  },
  outOfStock: {
    de: 'Dieses Produkt ist ausverkauft.',
    en: 'This product is sold out.',
  },
  pageSizeNotPositive: {
    de: 'Die Seitengröße muss größer als 0 sein.',
    en: 'The page size must be greater than 0.',
  },
  currentPageNotPositive: {
    de: 'Die Seitenzahl muss größer als 0 sein.',
    en: 'The page number must be greater than 0.',
  },
  currentPageTooHigh: {
    de: 'Seite %1 gibt es nicht, es sind nur %2 Seiten.',
    en: 'There is no page %1, there are only %2 pages.',
  },
  searchOrFilter: {
    de: 'Bitte geben Sie einen Suchbegriff oder einen Filter an.',
    en: 'Please enter a search term or a filter.',
  },
  cartIdLength: {
    de: 'Diese Warenkorb-Kennung ist ungültig.',
    en: 'This cart id is not valid.',
  },
  cartIdTaken: {
    de: 'Einen Warenkorb „%1“ gibt es bereits.',
    en: 'A cart "%1" already exists.',
  },
  useCustomerCart: {
    de: 'Angemeldet verwenden Sie bitte Ihren Kundenwarenkorb.',
    en: 'Signed in, please use your customer cart.',
  },
}

/**
 * The shop's carrier and method titles are German (the store's language): only the English
 * pages need texts for them.
 */
const SHIPPING_TEXTS_EN: Record<keyof typeof SHIPPING_TITLES, string> = {
  standard: 'Standard shipping',
  express: 'Express shipping',
  parcel: 'DHL parcel',
  parcelFree: 'DHL parcel (free shipping)',
  expressParcel: 'DHL Express (1 working day)',
}

/** The ecommerce texts of one language, keyed `ecommerce.<shop phrase>`. */
export const shopTexts = (lang: Lang): Record<string, string> => ({
  ...Object.fromEntries(
    (Object.keys(SHOP_TEXTS) as PhraseName[]).map((name) => [
      `ecommerce.${PHRASES[name]}`,
      SHOP_TEXTS[name][lang],
    ]),
  ),
  ...(lang === 'en'
    ? Object.fromEntries(
        (Object.keys(SHIPPING_TITLES) as (keyof typeof SHIPPING_TITLES)[]).map((name) => [
          `ecommerce.${SHIPPING_TITLES[name]}`,
          SHIPPING_TEXTS_EN[name],
        ]),
      )
    : {}),
})
