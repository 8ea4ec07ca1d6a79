import { describe, expect, it } from 'vitest'
import { packshotSvg, pictureUrl, sharedViewSvg } from './packshot'
import { storeFor } from './stores'

describe('packshotSvg', () => {
  const vitalis = storeFor('vitalis')!

  it('escapes the product name in text and label', () => {
    const svg = packshotSvg(vitalis, 'Öl & <Kapseln> "extra"', '60 Kapseln')
    expect(svg).not.toMatch(/<Kapseln>|"extra"/)
    expect(svg).toContain('&#38; &#60;Kapseln&#62;')
    expect(svg).toContain('aria-label="Vitalis Öl &#38; &#60;Kapseln&#62; &#34;extra&#34;"')
  })

  it('picks a bottle for liquids, a tin for powders and a jar otherwise', () => {
    expect(packshotSvg(vitalis, 'Tropfen', '50 ml')).toContain('width="152"')
    expect(packshotSvg(vitalis, 'Pulver', '250 g')).toContain('width="244"')
    expect(packshotSvg(vitalis, 'Tabletten', '120 Tabletten')).toContain('width="200"')
  })

  it('wraps long names over several lines', () => {
    const svg = packshotSvg(vitalis, 'Calcium 1000 + D3 Brausetabletten', '15 Brausetabletten')
    expect(svg.match(/font-size="21"/g)).toHaveLength(3)
    expect(svg).toContain('>Brausetabletten</text>')
  })

  it('draws the shared back and content views with neither name nor size', () => {
    const back = sharedViewSvg(vitalis, 'bottle', 'back')
    expect(back).toContain('width="152"')
    expect(back).toContain('>Zutaten</text>')
    expect(sharedViewSvg(vitalis, 'jar', 'detail').match(/font-size="21"/g)).toBeNull()
    expect(back).toBe(sharedViewSvg(vitalis, 'bottle', 'back'))
  })
})

describe('pictureUrl', () => {
  it("names a drawing's photo", () => {
    expect(pictureUrl('http://127.0.0.1:8788/shop/vitalis', 'images/VIT-D3-1000.svg')).toBe(
      'http://127.0.0.1:8788/shop/vitalis/images/VIT-D3-1000.jpg',
    )
    expect(pictureUrl('/shop/vitalis', 'images/VIT-MG-400.back.svg')).toBe(
      '/shop/vitalis/images/VIT-MG-400.back.jpg',
    )
  })
})
