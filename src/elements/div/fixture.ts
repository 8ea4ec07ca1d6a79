import { element } from '../testing/element'

export const fixture = element(507, 'div', { header: 'Trenner', headerLayout: 100 })

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = ''
