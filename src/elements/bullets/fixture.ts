import { element } from '../testing/element'

export const fixture = element(503, 'bullets', {
  header: 'Darauf achten wir',
  subheader: '',
  headerLayout: 3,
  headerPosition: '',
  headerLink: '',
  bulletsType: 0,
  bodytext: [
    'Laktosefrei und glutenfrei',
    'Ohne künstliche Farbstoffe',
    'Hergestellt in Deutschland',
  ],
})

export const definitionBulletsElement = element(504, 'bullets', {
  header: 'Kurz erklärt',
  headerLayout: 3,
  bulletsType: 2,
  bodytext: [
    ['Tagesdosis', 'Ein Stick pro Tag, direkt auf die Zunge.'],
    ['Bioverfügbarkeit', 'Der Anteil eines Nährstoffs, den der Körper aufnehmen kann.'],
  ],
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Ohne künstliche Farbstoffe'
