import { element } from '../testing/element'

export const fixture = element(803, 'checkout_success', {
  header: 'Vielen Dank für Ihre Bestellung!',
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
  bodytext: '<p>Wir packen Ihr Paket und schicken Ihnen die Sendungsnummer per E-Mail.</p>',
})

/**
 * What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. The
 * server renders no thanks: only the browser reads the order number from the address.
 */
export const fixtureText = 'Ihre Bestellung'
