import type { ContentElement } from '../../lib/page'

/** Builds a content element as the worker hands it to the React tree. */
export const element = (
  id: number,
  type: string,
  content: Record<string, unknown>,
  appearance: Partial<ContentElement['appearance']> = {},
): ContentElement => ({
  id,
  type,
  colPos: 0,
  appearance: {
    layout: 'default',
    frameClass: 'container',
    spaceBefore: '',
    spaceAfter: '',
    ...appearance,
  },
  content,
})

export const headerElement = element(501, 'header', {
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

export const textElement = element(502, 'text', {
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

export const bulletsElement = element(503, 'bullets', {
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

export const tableElement = element(505, 'table', {
  header: 'Nährwerte pro Tagesdosis',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  bodytext: [
    ['Nährstoff', 'Menge', '% NRV*'],
    ['Magnesium', '400 mg', '107 %'],
    ['Vitamin B6', '1,4 mg', '100 %'],
    ['Vitamin B12', '2,5 µg', '100 %'],
    ['* Nährstoffbezugswert nach VO (EU) 1169/2011', '', ''],
  ],
  tableCaption: 'Angaben je Stick (2,1 g)',
  tableHeaderPosition: 1,
  tableClass: 'striped',
  tableTfoot: 1,
  tableDelimiter: 124,
  tableEnclosure: 0,
})

export const htmlElement = element(506, 'html', {
  bodytext:
    '<div class="newsletter-teaser"><p>10 % Rabatt auf Ihre erste Bestellung</p>' +
    '<script>window.tracking = true</script><a href="/newsletter" onclick="track()">Jetzt anmelden</a></div>',
})

export const divElement = element(507, 'div', { header: 'Trenner', headerLayout: 100 })
