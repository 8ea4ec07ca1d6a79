import { rasterSize } from '../images/ladder'
import { DOCUMENTS } from './documents'
import type { MotifName } from './motifs'
import { PALETTES, type PaletteName } from './palettes'
import { simplePdf } from './pdf'
import { heroBanner, illustration } from './svg'

/**
 * Every file the demo CMS references, by file name: each picture as the raster photo pages show
 * ('vitalis-hero.jpg', 2,000 px wide, rendered from its drawing by the build step,
 * scripts/demo-images.mjs, and served from the build) and as the drawing itself
 * ('vitalis-hero.svg'), and the downloads (PDF). Built once per isolate on first use: the
 * drawings are pure functions of brand palette and motif.
 */
export interface MediaAsset {
  fileName: string
  extension: 'svg' | 'jpg' | 'pdf'
  mimeType: 'image/svg+xml' | 'image/jpeg' | 'application/pdf'
  type: 'image' | 'application'
  title: string
  /** The file's bytes; null for a raster photo, which the build writes (rasters.ts serves it). */
  body: string | Uint8Array<ArrayBuffer> | null
  /** Its size in bytes; for a raster photo an estimate (JPEG_BYTES_PER_PIXEL). */
  bytes: number
  width: number
  height: number
  /** sys_file uid, stable per file. */
  uid: number
}

/** A picture's drawing: what the build step renders to the photo `<name>.jpg`. */
export interface MediaDrawing {
  name: string
  title: string
  svg: string
  width: number
  height: number
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

/** Every picture's drawing, in the library's order. */
export const mediaDrawings = (): MediaDrawing[] =>
  PICTURES.map(([name, brand, motif, title]) => {
    const palette = PALETTES[brand]
    const size = Array.isArray(motif) ? HERO : PICTURE
    const options = { ...size, title, label: LABELS[brand] }
    const svg = Array.isArray(motif)
      ? heroBanner(palette, motif, options)
      : illustration(palette, motif, options)
    return { name, title, svg, ...size }
  })

/**
 * The photo's nominal size in bytes: a 2,000 px JPEG of the build weighs about this much per
 * pixel (demo/README.md, Pictures); the CMS states it as TYPO3 states a file's size.
 */
const JPEG_BYTES_PER_PIXEL = 0.065

const buildLibrary = (): Map<string, MediaAsset> => {
  const encoder = new TextEncoder()
  const library = new Map<string, MediaAsset>()
  let uid = 1
  const drawings = mediaDrawings()
  // The photos keep the uids the pictures had before they were photos; the drawings come last.
  for (const { name, title, width, height } of drawings) {
    const photo = rasterSize(width, height)
    library.set(`${name}.jpg`, {
      fileName: `${name}.jpg`,
      extension: 'jpg',
      mimeType: 'image/jpeg',
      type: 'image',
      title,
      body: null,
      bytes: Math.round(photo.width * photo.height * JPEG_BYTES_PER_PIXEL),
      ...photo,
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
  for (const { name, title, svg, width, height } of drawings) {
    library.set(`${name}.svg`, {
      fileName: `${name}.svg`,
      extension: 'svg',
      mimeType: 'image/svg+xml',
      type: 'image',
      title,
      body: svg,
      bytes: encoder.encode(svg).length,
      width,
      height,
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
