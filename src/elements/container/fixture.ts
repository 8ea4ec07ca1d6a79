import { element } from '../testing/element'
import { fixture as headerElement } from '../header/fixture'
import { fixture as textElement } from '../text/fixture'
import { fixture as textmediaElement } from '../textmedia/fixture'

/**
 * A b13/container element as EXT:headless' container support sends it
 * (TYPO3-Headless/headless-container-support): the project's own CType, its header fields, and
 * each column a field named in TypoScript holding the children, whose colPos are the
 * container's own (201, 202).
 */
export const fixture = element(1101, 'b13-2cols-with-header-container', {
  header: 'Gut versorgt im Alltag',
  subheader: '',
  headerLayout: 0,
  headerPosition: '',
  headerLink: '',
  left: [{ ...textmediaElement, id: 1102, colPos: 201 }],
  right: [
    { ...headerElement, id: 1103, colPos: 202 },
    { ...textElement, id: 1104, colPos: 202 },
  ],
})

/** The same two columns as itplusx/headless_container sends them: `items` with a config each. */
export const itemsContainerElement = element(1111, 'container-2cols', {
  header: '',
  items: [
    {
      config: { name: 'Links', colPos: 201 },
      contentElements: [{ ...textElement, id: 1112, colPos: 201 }],
    },
    {
      config: { name: 'Rechts', colPos: 202 },
      contentElements: [{ ...headerElement, id: 1113, colPos: 202 }],
    },
  ],
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Enzymreaktionen'
