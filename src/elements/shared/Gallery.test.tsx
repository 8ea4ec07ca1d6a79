// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { breakfastImage, element, file, zincImage } from '../testing'
import { column, renderStatic } from '../testing/harness'

/** A gallery element of `files` in one row, with 'Enlarge on click' as given. */
const galleryElement = (type: string, files: unknown[], enlargeImageOnClick: unknown) =>
  element(650, type, {
    header: '',
    headerLayout: 0,
    enlargeImageOnClick,
    gallery: {
      position: { horizontal: 'center', vertical: 'above', noWrap: false },
      border: { enabled: false },
      rows: {
        '1': { columns: Object.fromEntries(files.map((entry, i) => [String(i + 1), entry])) },
      },
    },
  })

/** A scaled copy in the gallery, its original beside it (relative, as EXT:headless sends it). */
const processed = {
  ...zincImage,
  publicUrl: 'https://cms.vitalis.example/fileadmin/_processed_/a/b/csm_zink-25-tabletten_1a2b.png',
  properties: { ...zincImage.properties, originalUrl: '/fileadmin/products/zink-25-tabletten.png' },
}

const links = (type: string, files: unknown[], enlarge: unknown) => [
  ...renderStatic(column([galleryElement(type, files, enlarge)])).querySelectorAll('.ce-gallery a'),
]

describe('Gallery', () => {
  it.each(['image', 'textmedia', 'textpic'])(
    'links an image of %s to its original file on the CMS when it enlarges on click',
    (type) => {
      const [link] = links(type, [processed], 1)
      expect(link?.getAttribute('href')).toBe(
        'https://cms.vitalis.example/fileadmin/products/zink-25-tabletten.png',
      )
      expect(link?.getAttribute('aria-label')).toBe(
        'Bild vergrößern: Zink 25 Tabletten, Packung mit 100 Stück',
      )
      expect(link?.querySelector('img')?.getAttribute('src')).toBe(processed.publicUrl)
    },
  )

  it('links no image when the element does not enlarge on click', () => {
    expect(links('image', [processed], false)).toHaveLength(0)
  })

  it("keeps the editor's own link of an image, which wins over enlarging", () => {
    const linked = links('textmedia', [breakfastImage], true)
    expect(linked.map((link) => link.getAttribute('href'))).toEqual([
      '/ratgeber/gesundes-fruehstueck',
    ])
  })

  it('names an enlarging link of an image without alt text by what it does', () => {
    const decorative = { ...processed, properties: { ...processed.properties, alternative: null } }
    expect(links('image', [decorative], true)[0]?.getAttribute('aria-label')).toBe(
      'Bild vergrößern',
    )
  })

  it('enlarges no video', () => {
    const clip = file({
      url: 'https://cms.vitalis.example/fileadmin/videos/yoga.mp4',
      mimeType: 'video/mp4',
    })
    expect(links('textmedia', [clip], true)).toHaveLength(0)
  })
})
