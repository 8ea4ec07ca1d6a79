import { describe, expect, it } from 'vitest'
import { findMedia, mediaFileNames } from './library'
import { simplePdf } from './pdf'

/** Tag balance of an SVG: every opened element is closed in order (no DOM parser in Node). */
const unbalancedTags = (svg: string): string[] => {
  const stack: string[] = []
  const problems: string[] = []
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue
    if (!closing) stack.push(name as string)
    else if (stack.pop() !== name) problems.push(`</${name}>`)
  }
  return [...problems, ...stack]
}

describe('demo media library', () => {
  it('draws well-formed SVG pictures with sizes and titles', () => {
    const svgs = mediaFileNames().filter((name) => name.endsWith('.svg'))
    expect(svgs.length).toBeGreaterThan(20)
    for (const name of svgs) {
      const asset = findMedia(name)
      const body = String(asset?.body)
      expect(body, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/,
      )
      expect(body, name).not.toMatch(/undefined|NaN/)
      expect(unbalancedTags(body), name).toEqual([])
      expect(asset?.width, name).toBeGreaterThan(0)
      expect(asset?.bytes, name).toBe(new TextEncoder().encode(body).length)
    }
  })

  it('writes PDFs whose cross-reference table points at their objects', () => {
    const pdf = simplePdf('Einnahmeplan für „Vitalis“ (Entwurf)', ['Größe: 5 µg – täglich.'])
    const text = String.fromCharCode(...pdf)
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.endsWith('%%EOF\n')).toBe(true)
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/(\d{10}) 00000 n /g)].map((m) =>
      Number(m[1]),
    )
    expect(offsets).toHaveLength(6)
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`))
    expect(text).toContain('\\(Entwurf\\)')
    expect(pdf.every((byte) => byte <= 0xff)).toBe(true)
  })

  it('lists only files it can serve', () => {
    for (const name of mediaFileNames()) expect(findMedia(name)?.fileName).toBe(name)
    expect(findMedia('missing.svg')).toBeUndefined()
  })
})
