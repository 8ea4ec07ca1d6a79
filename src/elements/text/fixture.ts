import { element } from '../testing/element'

export const fixture = element(502, 'text', {
  header: 'Warum Magnesium?',
  subheader: '',
  headerLayout: 0,
  headerPosition: '',
  headerLink: '',
  bodytext:
    '<p>Magnesium ist an über 300 Enzymreaktionen beteiligt und trägt zur <strong>normalen Muskelfunktion</strong> bei.</p>' +
    '<ul><li>Vor dem Sport</li><li>Nach langen Arbeitstagen</li></ul>' +
    '<p>Mehr dazu im <a href="/ratgeber/magnesium">Magnesium-Ratgeber</a> oder bei der <a href="https://www.dge.de/" target="_blank" rel="noopener">DGE</a>.</p>',
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Enzymreaktionen'
