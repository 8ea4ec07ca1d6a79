import { MOTIFS, type MotifName } from './motifs'
import type { Palette } from './palettes'

/** Composes motifs into whole pictures: a single-motif illustration and a wide hero banner. */

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const open = (width: number, height: number, title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>`

const place = (p: Palette, motif: MotifName, label: string, x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 200})">${MOTIFS[motif](p, escapeXml(label))}</g>`

/** One motif, centred on a soft brand-tinted background. */
export const illustration = (
  p: Palette,
  motif: MotifName,
  {
    width,
    height,
    title,
    label = '',
  }: { width: number; height: number; title: string; label?: string },
): string => {
  const size = Math.min(width, height) * 0.8
  return (
    open(width, height, title) +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.tint}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.35}" fill="${p.secondary}" opacity=".12"/>` +
    `<circle cx="${width * 0.12}" cy="${height * 0.9}" r="${height * 0.25}" fill="${p.primary}" opacity=".08"/>` +
    place(p, motif, label, (width - size) / 2, (height - size) / 2, size) +
    '</svg>'
  )
}

/** A wide banner: the brand gradient with motifs on the right, room for the title on the left. */
export const heroBanner = (
  p: Palette,
  motifs: MotifName[],
  {
    width,
    height,
    title,
    label = '',
  }: { width: number; height: number; title: string; label?: string },
): string => {
  const size = height * 0.5
  const start = width * 0.48
  const step = motifs.length > 1 ? (width - 40 - size - start) / (motifs.length - 1) : 0
  const pictures = motifs
    .map((motif, i) =>
      place(p, motif, label, start + i * step, height * (i % 2 ? 0.34 : 0.12), size),
    )
    .join('')
  return (
    open(width, height, title) +
    `<defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.dark}"/><stop offset=".6" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.secondary}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#hero)"/>` +
    `<circle cx="${width * 0.7}" cy="${height * 0.45}" r="${height * 0.55}" fill="#fff" opacity=".08"/>` +
    `<circle cx="${width * 0.95}" cy="${height * 0.1}" r="${height * 0.3}" fill="${p.accent}" opacity=".18"/>` +
    pictures +
    `<path d="M0 ${height * 0.85}Q${width * 0.25} ${height * 0.75} ${width * 0.5} ${height * 0.86}T${width} ${height * 0.82}V${height}H0z" fill="${p.light}" opacity=".9"/>` +
    '</svg>'
  )
}
