import { element } from '../testing/element'

export const fixture = element(802, 'cart', {
  header: 'Ihr Warenkorb',
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Ihr Warenkorb'
