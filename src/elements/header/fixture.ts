import { element } from '../testing/element'

export const fixture = element(501, 'header', {
  header: 'Gut versorgt durch den Winter',
  subheader: 'Was Ihr Immunsystem jetzt braucht',
  headerLayout: 1,
  headerPosition: 'center',
  headerLink: {
    href: '/ratgeber/immunsystem',
    target: null,
    class: null,
    title: null,
    linkText: 't3://page?uid=42',
    additionalAttributes: [],
  },
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Gut versorgt durch den Winter'
