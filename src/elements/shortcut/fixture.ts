import { element } from '../testing/element'
import { fixture as textElement } from '../text/fixture'

/** 'Insert records' pointing at a text element elsewhere in the tree. */
export const fixture = element(704, 'shortcut', {
  header: '',
  shortcut: [{ ...textElement, id: 9502, categories: '' }],
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Warum Magnesium?'
