import { element } from './text-elements'
import {
  breakfastImage,
  heroImage,
  leafletPdf,
  magnesiumImage,
  nutritionTablePdf,
  zincImage,
} from './files'

const gallery = (
  position: { horizontal: string; vertical: string; noWrap: boolean },
  rows: Record<string, Record<string, unknown>>,
) => ({
  position,
  width: 600,
  count: {
    files: Object.values(rows).flatMap((row) => Object.values(row)).length,
    columns: 2,
    rows: Object.keys(rows).length,
  },
  columnSpacing: 10,
  border: { enabled: false, width: 2, padding: 0 },
  rows: Object.fromEntries(Object.entries(rows).map(([row, columns]) => [row, { columns }])),
})

/** As in page.json: the opening textpic of a page, layout 'hero', frame 'none'. */
export const textpicElement = element(
  601,
  'textpic',
  {
    header: 'Magnesium 400 Direkt',
    subheader: 'Für Muskeln und Nerven, ohne Wasser einzunehmen',
    headerLayout: 1,
    headerPosition: '',
    headerLink: {
      href: '/produkte/magnesium-400-direkt',
      target: null,
      class: null,
      title: null,
      linkText: 't3://page?uid=87',
      additionalAttributes: [],
    },
    enlargeImageOnClick: false,
    bodytext: '',
    gallery: gallery(
      { horizontal: 'center', vertical: 'above', noWrap: false },
      { '1': { '1': magnesiumImage } },
    ),
  },
  { layout: 'hero', frameClass: 'none' },
)

export const textmediaElement = element(
  602,
  'textmedia',
  {
    header: 'Gesund in den Tag starten',
    subheader: '',
    headerLayout: 0,
    headerPosition: '',
    headerLink: '',
    enlargeImageOnClick: true,
    bodytext:
      '<p>Ein ausgewogenes Frühstück mit Haferflocken, Nüssen und frischem Obst liefert Ballaststoffe, Zink und Magnesium.</p>',
    gallery: gallery(
      { horizontal: 'right', vertical: 'intext', noWrap: true },
      { '1': { '1': breakfastImage, '2': zincImage } },
    ),
  },
  { spaceBefore: 'extra-large' },
)

export const imageElement = element(603, 'image', {
  header: 'Unsere Bestseller',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  gallery: gallery(
    { horizontal: 'center', vertical: 'above', noWrap: false },
    {
      '1': { '1': magnesiumImage, '2': zincImage },
      '2': { '1': breakfastImage },
    },
  ),
})

export const uploadsElement = element(604, 'uploads', {
  header: 'Downloads',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  media: [leafletPdf, nutritionTablePdf],
  displayInformation: 1,
  displayFileSizeInformation: 1,
  displayDescription: 1,
})

export const heroBannerElement = element(
  605,
  'hero_banner',
  {
    header: 'Ihr Immunsystem im Winter',
    subheader: 'Vitamine, Mineralstoffe und Tipps für die kalte Jahreszeit',
    bodytext:
      '<p>Entdecken Sie unsere <a href="/produkte/immun">Immun-Produkte</a> für die ganze Familie.</p>',
    image: heroImage,
    search: { placeholder: 'Produkt oder Wirkstoff suchen', buttonLabel: 'Suchen' },
  },
  { frameClass: 'none', layout: 'default' },
)
