import type { PhraseName } from './phrases'

/**
 * The German store views' wording of the shop's phrases (Magento's de_DE language pack): the
 * storefront's German texts of the same phrases (src/lib/texts/ecommerce-texts.ts), so a German
 * page says the same whether the shop or the storefront translated (demo/cms/shop-texts.test.ts
 * holds them together). Where Magento fills a rule's number in (the password rules), it stands
 * written here.
 */
export const PHRASES_DE: Readonly<Record<PhraseName, string>> = {
  customerNotAuthorized: 'Bitte melden Sie sich erneut an.',
  cartNotFound: 'Der Warenkorb „%1“ wurde nicht gefunden.',
  cartInactive: 'Dieser Warenkorb ist bereits abgeschlossen.',
  cartForbidden: 'Auf den Warenkorb „%1“ haben Sie keinen Zugriff.',
  missing: 'Die Angabe „%1“ fehlt.',
  missingInItems: 'Die Angabe „%1“ fehlt bei einem Artikel.',
  missingDot: 'Die Angabe „%1“ fehlt.',
  cartItemNotFound: 'Dieser Artikel ist nicht mehr in Ihrem Warenkorb.',
  cartItemMissing: 'Dieser Artikel ist nicht mehr in Ihrem Warenkorb.',
  signInFailed:
    'Die Anmeldung war nicht erfolgreich oder Ihr Konto ist vorübergehend gesperrt. Bitte versuchen Sie es später noch einmal.',
  specifyValue: 'Bitte geben Sie „%1“ an.',
  fieldRequired: '„%1“ ist ein Pflichtfeld. Bitte ergänzen Sie es.',
  invalidEmail: '„%1“ ist keine gültige E-Mail-Adresse.',
  passwordTooShort: 'Ihr Passwort braucht mindestens 8 Zeichen.',
  passwordClasses:
    'Ihr Passwort braucht 3 dieser vier Zeichenarten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen.',
  emailTaken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Kundenkonto.',
  orderForeign: 'Die Bestellung „%1“ gehört nicht zu Ihrem Kundenkonto.',
  orderNotLocated:
    'Zu diesen Angaben haben wir keine Bestellung gefunden. Bitte prüfen Sie Bestellnummer, E-Mail-Adresse und Nachnamen.',
  orderGuestLogin:
    'Diese Bestellung gehört zu einem Kundenkonto: Bitte melden Sie sich an, um sie zu sehen.',
  entityMissing: 'Das Gesuchte gibt es leider nicht (mehr).',
  returnNotEligible: 'Der Artikel „%1“ kann nicht retourniert werden.',
  returnQuantity: 'Von „%2“ können Sie keine %1 Stück zurückschicken.',
  returnNoItems: 'Wählen Sie mindestens einen Artikel für die Retoure aus.',
  returnPeriodOver:
    'Die Bestellung „%1“ liegt mehr als %2 Tage zurück und kann nicht mehr retourniert werden.',
  couponInvalid:
    'Dieser Gutscheincode ist nicht gültig. Bitte prüfen Sie ihn und versuchen Sie es noch einmal.',
  couponAlreadyApplied:
    'Es ist bereits ein Gutschein eingelöst. Bitte entfernen Sie ihn, um einen anderen einzulösen.',
  cartEmpty: 'Ihr Warenkorb ist leer.',
  productNotFound: 'Das Produkt mit der Artikelnummer „%1“ gibt es nicht (mehr).',
  notSalable: 'Dieses Produkt ist derzeit nicht erhältlich.',
  chooseOptions: 'Bitte wählen Sie eine Packungsgröße aus.',
  optionsNotAvailable: 'Die gewählte Packungsgröße ist nicht erhältlich.',
  insufficientStock: 'Die gewünschte Menge ist leider nicht lieferbar.',
  quantityNotPositive: 'Die Menge muss größer als 0 sein.',
  decimalQuantity: 'Dieses Produkt gibt es nur in ganzen Stück.',
  outOfStock: 'Dieses Produkt ist ausverkauft.',
  pageSizeNotPositive: 'Die Seitengröße muss größer als 0 sein.',
  currentPageNotPositive: 'Die Seitenzahl muss größer als 0 sein.',
  currentPageTooHigh: 'Seite %1 gibt es nicht, es sind nur %2 Seiten.',
  searchOrFilter: 'Bitte geben Sie einen Suchbegriff oder einen Filter an.',
  cartIdLength: 'Diese Warenkorb-Kennung ist ungültig.',
  cartIdTaken: 'Einen Warenkorb „%1“ gibt es bereits.',
  useCustomerCart: 'Angemeldet verwenden Sie bitte Ihren Kundenwarenkorb.',
  invalidLogin: 'Das Passwort stimmt nicht.',
  emailFormat: 'Die E-Mail-Adresse ist ungültig.',
  resetRequestFailed: 'Das Passwort kann gerade nicht zurückgesetzt werden.',
  resetFailed:
    'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  // These two and addressForeign have no text of the storefront's; worded like its others.
  emailMissing: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  mustBeSpecified: 'Die Angabe „%1“ fehlt.',
  reviewsPageTooHigh: 'Seite %1 gibt es nicht mehr; bitte laden Sie die Bewertungen neu.',
  reviewNickname: 'Bitte geben Sie einen Namen an.',
  reviewSummary: 'Bitte geben Sie eine Überschrift an.',
  reviewText: 'Bitte schreiben Sie Ihre Bewertung.',
  reviewRatings: 'Bitte wählen Sie eine Sternebewertung.',
  wishlistGuest: 'Bitte melden Sie sich an, um Ihren Merkzettel zu nutzen.',
  wishlistNotFound: 'Ihr Merkzettel wurde nicht gefunden. Bitte laden Sie die Seite neu.',
  wishlistIdMissing: 'Ihr Merkzettel konnte nicht bestimmt werden. Bitte laden Sie die Seite neu.',
  wishlistQuantityZero: 'Die Menge auf dem Merkzettel muss mindestens 1 sein.',
  wishlistNoStock: 'Ausverkaufte Produkte können Sie nicht auf den Merkzettel setzen.',
  wishlistItemForeign:
    'Dieser Eintrag (%1) steht nicht auf Ihrem Merkzettel. Bitte laden Sie die Seite neu.',
  wishlistItemUnknown:
    'Dieser Eintrag steht nicht mehr auf Ihrem Merkzettel. Bitte laden Sie die Seite neu.',
  wishlistItemsNotFound:
    'Einträge (%1) stehen nicht mehr auf Ihrem Merkzettel. Bitte laden Sie die Seite neu.',
  addressFieldsMissing: 'Bitte füllen Sie alle Pflichtfelder aus (%1).',
  addressNotFound: 'Diese Adresse gibt es nicht mehr. Bitte laden Sie die Seite neu.',
  addressForeign: 'Auf die Adresse „%1“ haben Sie keinen Zugriff.',
  addressDefaultBilling: 'Die Standard-Rechnungsadresse kann nicht gelöscht werden.',
  addressDefaultShipping: 'Die Standard-Lieferadresse kann nicht gelöscht werden.',
  addressInvalidValue: 'Der Wert „%1“ ist für dieses Feld nicht zulässig.',
}
