import { element } from '../testing/element'
import { menuPage } from '../testing/menu-page'

export const fixture = element(703, 'menu_sitemap', {
  header: 'Sitemap',
  headerLayout: 2,
  menu: [
    menuPage('Produkte', '/produkte', {
      hasSubpages: 1,
      children: [menuPage('Magnesium', '/produkte/magnesium'), menuPage('Zink', '/produkte/zink')],
    }),
    menuPage('Ratgeber', '/ratgeber', { children: [menuPage('Schlaf', '/ratgeber/schlaf')] }),
    menuPage('Kontakt', '/kontakt'),
  ],
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Zink'
