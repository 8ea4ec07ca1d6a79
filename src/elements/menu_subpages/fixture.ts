import { element } from '../testing/element'
import { menuPage } from '../testing/menu-page'

export const fixture = element(702, 'menu_subpages', {
  header: 'Ratgeber',
  headerLayout: 3,
  menu: [
    menuPage('Immunsystem', '/ratgeber/immunsystem', { active: 1, current: 1 }),
    menuPage('Schlaf', '/ratgeber/schlaf'),
    menuPage('', '', { spacer: 1 }),
    menuPage('Sport und Muskeln', '/ratgeber/sport'),
  ],
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Sport und Muskeln'
