/**
 * The shop's messages in the page's language. Magento sends its English `__()` phrases, values
 * filled in; the cart looks them up as `ecommerce.<phrase>`, placeholders and all, and puts the
 * message's values into the text's %1, %2 (src/shop/errors/translate.ts, SPEC.md section 8).
 * These are the phrases Magento 2.4's GraphQL answers to what the storefront sends (cart,
 * coupons, sign-in, account forms), so a German page shows no English sentence of the shop's
 * even when the CMS has no ecommerce texts. A phrase not listed here is shown as Magento wrote
 * it. The English texts say the same as Magento's, in the storefront's voice.
 */
type Texts = Readonly<{ de: string; en: string }>

const PHRASES: Readonly<Record<string, Texts>> = {
  'Required parameters are missing: %1': {
    de: 'Bitte füllen Sie alle Pflichtfelder aus (%1).',
    en: 'Please fill in every required field (%1).',
  },
  'Could not find a address with ID "%1"': {
    de: 'Diese Adresse gibt es nicht mehr. Bitte laden Sie die Seite neu.',
    en: 'This address no longer exists. Please reload the page.',
  },
  'Customer Address %1 is set as default billing address and can not be deleted': {
    de: 'Die Standard-Rechnungsadresse kann nicht gelöscht werden.',
    en: 'Your default billing address cannot be deleted.',
  },
  'Customer Address %1 is set as default shipping address and can not be deleted': {
    de: 'Die Standard-Lieferadresse kann nicht gelöscht werden.',
    en: 'Your default delivery address cannot be deleted.',
  },
  'Invalid value of "%1" provided for the %2 field.': {
    de: 'Der Wert „%1“ ist für dieses Feld nicht zulässig.',
    en: 'The value "%1" is not allowed for this field.',
  },
  'Invalid login or password.': {
    de: 'Das Passwort stimmt nicht.',
    en: 'The password is not correct.',
  },
  'The email address has an invalid format.': {
    de: 'Die E-Mail-Adresse ist ungültig.',
    en: 'The email address is not valid.',
  },
  "Cannot reset the customer's password": {
    de: 'Das Passwort kann gerade nicht zurückgesetzt werden.',
    en: 'The password cannot be reset right now.',
  },
  "Cannot set the customer's password": {
    de: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'The reset link is invalid or has expired. Please request a new one.',
  },
  "The current customer isn't authorized.": {
    de: 'Bitte melden Sie sich erneut an.',
    en: 'Please sign in again.',
  },
  'Could not find a cart with ID "%1"': {
    de: 'Der Warenkorb „%1“ wurde nicht gefunden.',
    en: 'We could not find the cart "%1".',
  },
  "The cart isn't active.": {
    de: 'Dieser Warenkorb ist bereits abgeschlossen.',
    en: 'This cart has already been checked out.',
  },
  'The current user cannot perform operations on cart "%1"': {
    de: 'Auf den Warenkorb „%1“ haben Sie keinen Zugriff.',
    en: 'You do not have access to the cart "%1".',
  },
  'Could not find cart item with id: %1.': {
    de: 'Dieser Artikel ist nicht mehr in Ihrem Warenkorb.',
    en: 'This item is no longer in your cart.',
  },
  "The cart doesn't contain the item": {
    de: 'Dieser Artikel ist nicht mehr in Ihrem Warenkorb.',
    en: 'This item is no longer in your cart.',
  },
  'Cart does not contain products.': {
    de: 'Ihr Warenkorb ist leer.',
    en: 'Your cart is empty.',
  },
  'Could not find a product with SKU "%1"': {
    de: 'Das Produkt mit der Artikelnummer „%1“ gibt es nicht (mehr).',
    en: 'There is no (longer a) product with the item number "%1".',
  },
  'Product that you are trying to add is not available.': {
    de: 'Dieses Produkt ist derzeit nicht erhältlich.',
    en: 'This product is currently not available.',
  },
  'You need to choose options for your item.': {
    de: 'Bitte wählen Sie eine Packungsgröße aus.',
    en: 'Please choose a pack size.',
  },
  'The required options you selected are not available.': {
    de: 'Die gewählte Packungsgröße ist nicht erhältlich.',
    en: 'The pack size you chose is not available.',
  },
  'The requested qty is not available': {
    de: 'Die gewünschte Menge ist leider nicht lieferbar.',
    en: 'The requested quantity is not available.',
  },
  'The product quantity should be greater than 0': {
    de: 'Die Menge muss größer als 0 sein.',
    en: 'The quantity must be greater than 0.',
  },
  'This product is out of stock.': {
    de: 'Dieses Produkt ist ausverkauft.',
    en: 'This product is sold out.',
  },
  // The wishlist's (Magento_WishlistGraphQl): a product without stock cannot be kept.
  'Cannot add product without stock to wishlist.': {
    de: 'Ausverkaufte Produkte können Sie nicht auf den Merkzettel setzen.',
    en: 'Sold-out products cannot be added to your wishlist.',
  },
  'currentPage value %1 specified is greater than the number of pages available.': {
    de: 'Seite %1 gibt es nicht mehr; bitte laden Sie die Bewertungen neu.',
    en: 'Page %1 no longer exists; please reload the reviews.',
  },
  // Product reviews (Magento_Review's Review::validate and its rating form).
  'Please enter a nickname.': {
    de: 'Bitte geben Sie einen Namen an.',
    en: 'Please enter a name.',
  },
  'Please enter a review summary.': {
    de: 'Bitte geben Sie eine Überschrift an.',
    en: 'Please enter a headline.',
  },
  'Please enter a review.': {
    de: 'Bitte schreiben Sie Ihre Bewertung.',
    en: 'Please write your review.',
  },
  'Please select one of each of the ratings above.': {
    de: 'Bitte wählen Sie eine Sternebewertung.',
    en: 'Please choose a star rating.',
  },
  // Wishlists (Magento_WishlistGraphQl, Magento_Wishlist).
  'The current user cannot perform operations on wishlist': {
    de: 'Bitte melden Sie sich an, um Ihren Merkzettel zu nutzen.',
    en: 'Please sign in to use your wishlist.',
  },
  '"wishlistId" value should be specified': {
    de: 'Ihr Merkzettel konnte nicht bestimmt werden. Bitte laden Sie die Seite neu.',
    en: 'Your wishlist could not be determined. Please reload the page.',
  },
  'The quantity of a wish list item cannot be 0': {
    de: 'Die Menge auf dem Merkzettel muss mindestens 1 sein.',
    en: 'The quantity on the wishlist must be at least 1.',
  },
  'The wishlist item with ID "%1" does not belong to the wishlist': {
    de: 'Dieser Eintrag (%1) steht nicht auf Ihrem Merkzettel. Bitte laden Sie die Seite neu.',
    en: 'This entry (%1) is not on your wishlist. Please reload the page.',
  },
  "We can't specify a wish list item.": {
    de: 'Dieser Eintrag steht nicht mehr auf Ihrem Merkzettel. Bitte laden Sie die Seite neu.',
    en: 'This entry is no longer on your wishlist. Please reload the page.',
  },
  'The wishlist item ids "%1" were not found.': {
    de: 'Einträge (%1) stehen nicht mehr auf Ihrem Merkzettel. Bitte laden Sie die Seite neu.',
    en: 'Entries (%1) are no longer on your wishlist. Please reload the page.',
  },
  'The wishlist was not found.': {
    de: 'Ihr Merkzettel wurde nicht gefunden. Bitte laden Sie die Seite neu.',
    en: 'Your wishlist was not found. Please reload the page.',
  },
  "The coupon code isn't valid. Verify the code and try again.": {
    de: 'Dieser Gutscheincode ist nicht gültig. Bitte prüfen Sie ihn und versuchen Sie es noch einmal.',
    en: 'This coupon code is not valid. Please check it and try again.',
  },
  'A coupon is already applied to the cart. Please remove it to apply another': {
    de: 'Es ist bereits ein Gutschein eingelöst. Bitte entfernen Sie ihn, um einen anderen einzulösen.',
    en: 'A coupon is already applied. Please remove it to apply another one.',
  },
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.':
    {
      de: 'Die Anmeldung war nicht erfolgreich oder Ihr Konto ist vorübergehend gesperrt. Bitte versuchen Sie es später noch einmal.',
      en: 'The sign-in was not successful or your account is temporarily locked. Please try again later.',
    },
  'Specify the "%1" value.': {
    de: 'Bitte geben Sie „%1“ an.',
    en: 'Please enter "%1".',
  },
  '"%1" is required. Enter and try again.': {
    de: '„%1“ ist ein Pflichtfeld. Bitte ergänzen Sie es.',
    en: '"%1" is required. Please fill it in.',
  },
  '"%1" is not a valid email address.': {
    de: '„%1“ ist keine gültige E-Mail-Adresse.',
    en: '"%1" is not a valid email address.',
  },
  'The password needs at least %1 characters. Create a new password and try again.': {
    de: 'Ihr Passwort braucht mindestens %1 Zeichen.',
    en: 'Your password needs at least %1 characters.',
  },
  'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.':
    {
      de: 'Ihr Passwort braucht %1 dieser vier Zeichenarten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen.',
      en: 'Your password needs %1 of these four kinds of characters: lowercase letters, uppercase letters, digits, special characters.',
    },
  'A customer with the same email address already exists in an associated website.': {
    de: 'Mit dieser E-Mail-Adresse gibt es bereits ein Kundenkonto.',
    en: 'There already is an account with this email address.',
  },
  'Required parameter "%1" is missing': {
    de: 'Die Angabe „%1“ fehlt.',
    en: 'The value "%1" is missing.',
  },
  'Required parameter "%1" is missing.': {
    de: 'Die Angabe „%1“ fehlt.',
    en: 'The value "%1" is missing.',
  },
  'Required parameter "%1" for "cart_items" is missing.': {
    de: 'Die Angabe „%1“ fehlt bei einem Artikel.',
    en: 'An item lacks the value "%1".',
  },
  'Order number "%1" doesn\'t belong to the current customer': {
    de: 'Die Bestellung „%1“ gehört nicht zu Ihrem Kundenkonto.',
    en: 'The order "%1" does not belong to your account.',
  },
  "We couldn't locate an order with the information provided.": {
    de: 'Zu diesen Angaben haben wir keine Bestellung gefunden. Bitte prüfen Sie Bestellnummer, E-Mail-Adresse und Nachnamen.',
    en: 'We found no order for these details. Please check the order number, email address and last name.',
  },
  'Please login to view the order.': {
    de: 'Diese Bestellung gehört zu einem Kundenkonto: Bitte melden Sie sich an, um sie zu sehen.',
    en: 'This order belongs to a customer account: sign in to see it.',
  },
  "The entity that was requested doesn't exist. Verify the entity and try again.": {
    de: 'Das Gesuchte gibt es leider nicht (mehr).',
    en: 'What you asked for does not exist (any more).',
  },
  'The order item "%1" cannot be returned.': {
    de: 'Der Artikel „%1“ kann nicht retourniert werden.',
    en: 'The item "%1" cannot be returned.',
  },
  'A quantity of %1 cannot be returned for "%2".': {
    de: 'Von „%2“ können Sie keine %1 Stück zurückschicken.',
    en: 'You cannot return %1 of "%2".',
  },
  'Select at least one item to return.': {
    de: 'Wählen Sie mindestens einen Artikel für die Retoure aus.',
    en: 'Choose at least one item to return.',
  },
  'You cannot use decimal quantity for this product.': {
    de: 'Dieses Produkt gibt es nur in ganzen Stück.',
    en: 'This product is only sold in whole units.',
  },
  'pageSize value must be greater than 0.': {
    de: 'Die Seitengröße muss größer als 0 sein.',
    en: 'The page size must be greater than 0.',
  },
  'currentPage value must be greater than 0.': {
    de: 'Die Seitenzahl muss größer als 0 sein.',
    en: 'The page number must be greater than 0.',
  },
  'currentPage value %1 specified is greater than the %2 page(s) available.': {
    de: 'Seite %1 gibt es nicht, es sind nur %2 Seiten.',
    en: 'There is no page %1, there are only %2 pages.',
  },
  "'search' or 'filter' input argument is required.": {
    de: 'Bitte geben Sie einen Suchbegriff oder einen Filter an.',
    en: 'Please enter a search term or a filter.',
  },
  'Cart ID length should be 32 characters.': {
    de: 'Diese Warenkorb-Kennung ist ungültig.',
    en: 'This cart id is not valid.',
  },
  'Cart with ID "%1" already exists.': {
    de: 'Einen Warenkorb „%1“ gibt es bereits.',
    en: 'A cart "%1" already exists.',
  },
  'Use `Query.customerCart` for logged in customer.': {
    de: 'Angemeldet verwenden Sie bitte Ihren Kundenwarenkorb.',
    en: 'Signed in, please use your customer cart.',
  },
}

/** The shop's phrases, as Magento writes them (for tests). */
export const ECOMMERCE_PHRASES: readonly string[] = Object.keys(PHRASES)

/** The ecommerce texts of one language, keyed `ecommerce.<Magento phrase>`. */
export const ecommerceTexts = (language: keyof Texts): Record<string, string> =>
  Object.fromEntries(
    Object.entries(PHRASES).map(([phrase, texts]) => [`ecommerce.${phrase}`, texts[language]]),
  )
