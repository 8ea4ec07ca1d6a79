/**
 * A tiny PDF 1.4 writer for the demo downloads: one A4 page, a bold title and wrapped text in
 * the standard Helvetica fonts (WinAnsiEncoding, so German umlauts work without embedding).
 */

/** Characters WinAnsiEncoding puts in 0x80–0x9F, which Latin-1 leaves empty. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '„': 0x84,
  '…': 0x85,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '“': 0x93,
  '”': 0x94,
  '‘': 0x91,
  '’': 0x92,
}

const toWinAnsi = (text: string): string =>
  [...text]
    .map((ch) => {
      const mapped = WIN_ANSI[ch]
      if (mapped !== undefined) return String.fromCharCode(mapped)
      return ch.charCodeAt(0) <= 0xff ? ch : '?'
    })
    .join('')
    .replace(/[\\()]/g, (ch) => `\\${ch}`)

const wrap = (text: string, width: number): string[] => {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** Builds the PDF bytes; `paragraphs` are wrapped at about 88 characters a line. */
export const simplePdf = (title: string, paragraphs: string[]): Uint8Array<ArrayBuffer> => {
  const body = paragraphs.flatMap((paragraph) => [...wrap(paragraph, 88), ''])
  const stream =
    `BT /F1 18 Tf 56 780 Td (${toWinAnsi(title)}) Tj ET\n` +
    `BT /F2 11 Tf 56 748 Td 15 TL ${body.map((line) => `(${toWinAnsi(line)}) Tj T*`).join(' ')} ET\n`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // Every character is a single byte by now (toWinAnsi), so string offsets are byte offsets.
  return Uint8Array.from(out, (ch) => ch.charCodeAt(0))
}
