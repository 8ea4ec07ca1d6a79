import { DOCUMENTS } from './documents'
import type { MotifName } from './motifs'
import { PALETTES, type PaletteName } from './palettes'
import { simplePdf } from './pdf'
import { heroBanner, illustration } from './svg'

/**
 * Every file the demo CMS references, by file name ('vitalis-hero.svg'). Built once per isolate
 * on first use: the pictures are pure functions of brand palette and motif.
 */
export interface MediaAsset {
  fileName: string
  extension: 'svg' | 'pdf'
  mimeType: 'image/svg+xml' | 'application/pdf'
  type: 'image' | 'application'
  title: string
  body: string | Uint8Array<ArrayBuffer>
  bytes: number
  width: number
  height: number
  /** sys_file uid, stable per file. */
  uid: number
}

type PictureSpec = [name: string, brand: PaletteName, motif: MotifName | MotifName[], title: string]

const HERO = { width: 1600, height: 640 }
const PICTURE = { width: 800, height: 600 }
const LABELS: Record<PaletteName, string> = {
  vitalis: 'V',
  litozin: 'L',
  queisser: 'Q',
  stozzon: 'S',
}

const PICTURES: PictureSpec[] = [
  ['vitalis-hero', 'vitalis', ['citrus', 'capsules', 'leaf'], 'Vitalis: Vitamine für jeden Tag'],
  ['vitalis-capsules', 'vitalis', 'capsules', 'Zweifarbige Vitalis Kapseln'],
  ['vitalis-jar', 'vitalis', 'jar', 'Vitalis Dose'],
  ['vitalis-leaf', 'vitalis', 'leaf', 'Grüner Zweig'],
  ['vitalis-citrus', 'vitalis', 'citrus', 'Orangenscheibe'],
  ['vitalis-sun', 'vitalis', 'sun', 'Sonne'],
  ['vitalis-glass', 'vitalis', 'glass', 'Glas Wasser'],
  ['vitalis-bowl', 'vitalis', 'bowl', 'Schale mit Haferflocken und Saaten'],
  ['litozin-hero', 'litozin', ['rosehip', 'hills', 'jar'], 'Litozin: Hagebutte und Bewegung'],
  ['litozin-rosehip', 'litozin', 'rosehip', 'Hagebutten am Zweig'],
  ['litozin-jar', 'litozin', 'jar', 'Litozin Dose'],
  ['litozin-hills', 'litozin', 'hills', 'Spazierweg durch Hügel'],
  ['litozin-powder', 'litozin', 'powder', 'Messlöffel mit Hagebuttenpulver'],
  ['litozin-glass', 'litozin', 'glass', 'Glas mit Hagebuttendrink'],
  ['litozin-bowl', 'litozin', 'bowl', 'Schale mit Porridge'],
  [
    'queisser-hero',
    'queisser',
    ['seal', 'bottle', 'tablets'],
    'Queisser: Tradition in Blau und Gold',
  ],
  ['queisser-bottle', 'queisser', 'bottle', 'Queisser Tonikum-Flasche'],
  ['queisser-tablets', 'queisser', 'tablets', 'Queisser Tabletten'],
  ['queisser-seal', 'queisser', 'seal', 'Queisser Qualitätssiegel'],
  ['queisser-heart', 'queisser', 'heart', 'Herz mit Pulslinie'],
  ['queisser-capsules', 'queisser', 'capsules', 'Queisser Kapseln'],
  ['queisser-sun', 'queisser', 'sun', 'Sonne'],
  ['queisser-bowl', 'queisser', 'bowl', 'Schale mit Salat und Saaten'],
  ['stozzon-hero', 'stozzon', ['leaf', 'tablets', 'glass'], 'Stozzon: grüne Frische'],
  ['stozzon-tablets', 'stozzon', 'tablets', 'Grüne Stozzon Tabletten'],
  ['stozzon-leaf', 'stozzon', 'leaf', 'Frische grüne Blätter'],
  ['stozzon-glass', 'stozzon', 'glass', 'Glas Wasser'],
  ['stozzon-bowl', 'stozzon', 'bowl', 'Schale mit Getreide und Saaten'],
  ['stozzon-jar', 'stozzon', 'jar', 'Stozzon Dose'],
  ['stozzon-hills', 'stozzon', 'hills', 'Spaziergang im Grünen'],
]

const buildLibrary = (): Map<string, MediaAsset> => {
  const encoder = new TextEncoder()
  const library = new Map<string, MediaAsset>()
  let uid = 1
  for (const [name, brand, motif, title] of PICTURES) {
    const palette = PALETTES[brand]
    const size = Array.isArray(motif) ? HERO : PICTURE
    const options = { ...size, title, label: LABELS[brand] }
    const body = Array.isArray(motif)
      ? heroBanner(palette, motif, options)
      : illustration(palette, motif, options)
    const fileName = `${name}.svg`
    library.set(fileName, {
      fileName,
      extension: 'svg',
      mimeType: 'image/svg+xml',
      type: 'image',
      title,
      body,
      bytes: encoder.encode(body).length,
      ...size,
      uid: uid++,
    })
  }
  for (const [name, { title, paragraphs }] of Object.entries(DOCUMENTS)) {
    const body = simplePdf(title, paragraphs)
    const fileName = `${name}.pdf`
    library.set(fileName, {
      fileName,
      extension: 'pdf',
      mimeType: 'application/pdf',
      type: 'application',
      title,
      body,
      bytes: body.length,
      width: 0,
      height: 0,
      uid: uid++,
    })
  }
  return library
}

let library: Map<string, MediaAsset> | undefined

/** The file named `fileName` (with extension), if the demo has it. */
export const findMedia = (fileName: string): MediaAsset | undefined =>
  (library ??= buildLibrary()).get(fileName)

/** All file names, for tests. */
export const mediaFileNames = (): string[] => [...(library ??= buildLibrary()).keys()]
