import type { Store } from './stores'

/**
 * The demo shop's packshots, drawn as SVG from a product's brand, name and pack size: the
 * drawings the build step renders to raster photos (scripts/demo-images.mjs) and the shop serves
 * as they are at images/<sku>.svg.
 */

/**
 * A picture's URL in the shop's answers: the photo (<file>.jpg, the build's 2,000 px JPEG) of the
 * drawing the catalogue names (images/<sku>.svg, as Magento stores a media path).
 */
export const pictureUrl = (shopBase: string, file: string): string =>
  `${shopBase}/${file.replace(/\.svg$/, '.jpg')}`

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** Words into lines of at most `width` characters (a long word gets a line of its own). */
const wrap = (text: string, width: number): string[] =>
  text.split(/\s+/).reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
    return lines
  }, [])

/** The container a product comes in. */
export type Shape = 'jar' | 'bottle' | 'tin'

const SHAPES: Record<
  Shape,
  { lid: string; body: string; label: [number, number, number, number] }
> = {
  jar: {
    lid: '<rect x="152" y="78" width="176" height="54" rx="10"/>',
    body: '<rect x="140" y="124" width="200" height="298" rx="30"/>',
    label: [140, 188, 200, 176],
  },
  bottle: {
    lid: '<rect x="206" y="56" width="68" height="70" rx="8"/><rect x="222" y="120" width="36" height="30"/>',
    body: '<rect x="164" y="146" width="152" height="276" rx="44"/>',
    label: [164, 214, 152, 160],
  },
  tin: {
    lid: '<rect x="108" y="108" width="264" height="44" rx="8"/>',
    body: '<rect x="118" y="146" width="244" height="276" rx="14"/>',
    label: [118, 196, 244, 170],
  },
}

/** A bottle for liquids, a tin for powders, a jar otherwise. */
export const shapeFor = (size: string): Shape =>
  /\bml\b|\bl\b/.test(size) ? 'bottle' : /^\d+\s*g$/.test(size) ? 'tin' : 'jar'

/**
 * The media gallery's views of a product (demo/migrations/0008_catalogue.sql): the front, the
 * back with the label's small print, the content in front of the container.
 */
export type PackshotView = 'front' | 'back' | 'detail'

/** Pills or tablets lying in front of the container, for the 'detail' view. */
const contentDots = (colour: string): string =>
  [150, 200, 250, 300, 340]
    .map(
      (cx, i) => `<ellipse cx="${cx}" cy="${446 - (i % 2) * 10}" rx="16" ry="9" fill="${colour}"/>`,
    )
    .join('')

const BACK_LINES = ['Zutaten', 'Verzehr-', 'empfehlung', 'Hinweise']

/** A packshot in the brand's colours: container, label with brand, `lines` and `size`. */
const draw = (
  store: Store,
  shapeName: Shape,
  lines: readonly string[],
  size: string,
  view: PackshotView,
  label: string,
): string => {
  const { primary, secondary, accent } = store.colours
  const shape = SHAPES[shapeName]
  const [x, y, width, height] = shape.label
  const centre = x + width / 2
  const firstLine = y + height / 2 - (lines.length - 1) * 13 + 6
  const text = (content: string, dy: number, attrs: string) =>
    `<text x="${centre}" y="${dy}" text-anchor="middle" ${attrs}>${escapeXml(content)}</text>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${accent}" stop-opacity="0.5"/></linearGradient></defs>`,
    '<rect width="480" height="480" fill="url(#bg)"/>',
    '<ellipse cx="240" cy="428" rx="130" ry="14" fill="#000000" opacity="0.12"/>',
    `<g fill="${secondary}">${shape.lid}</g>`,
    `<g fill="${primary}">${shape.body}</g>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="8" fill="${accent}"/>`,
    '<g font-family="Helvetica, Arial, sans-serif">',
    text(
      store.name.toUpperCase(),
      y + 34,
      `font-size="15" letter-spacing="3" font-weight="700" fill="${primary}"`,
    ),
    ...lines.map((line, i) =>
      text(line, firstLine + i * 26, 'font-size="21" font-weight="700" fill="#1a1a1a"'),
    ),
    text(size, y + height - 16, 'font-size="14" fill="#555555"'),
    '</g>',
    view === 'detail' ? contentDots(secondary) : '',
    '</svg>',
  ].join('')
}

/** A simple packshot in the brand's colours: container, label with brand, name and size. */
export const packshotSvg = (
  store: Store,
  name: string,
  size: string,
  view: PackshotView = 'front',
  /** The size printed on the label: '' for a photo every pack size of a family shares. */
  printedSize: string = size,
): string => {
  const shape = shapeFor(size)
  const lines =
    view === 'back' ? BACK_LINES : wrap(name, Math.floor(SHAPES[shape].label[2] / 12)).slice(0, 4)
  return draw(store, shape, lines, printedSize, view, `${store.name} ${name}`)
}

/**
 * The back or the content of any product of the brand in this container, with neither name nor
 * size: the drawing of the photo those gallery views share (demo/images/pictures.ts).
 */
export const sharedViewSvg = (store: Store, shape: Shape, view: 'back' | 'detail'): string =>
  draw(store, shape, view === 'back' ? BACK_LINES : [], '', view, store.name)
