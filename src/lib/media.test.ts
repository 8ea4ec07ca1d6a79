import { describe, expect, it } from 'vitest'
import {
  fileSchema,
  formatBytes,
  galleryRowsToMedia,
  mediaSchema,
  parseFile,
  parseFileList,
} from './media'

/** Shaped like ../shared/typo3/page.json: null texts, a crop object, extra TYPO3 keys. */
const typo3File = {
  publicUrl: 'https://cms.vitalis.example/fileadmin/products/vitamin-d3-tropfen.jpeg',
  properties: {
    title: null,
    alternative: 'Vitamin D3 Tropfen, 10 ml Flasche',
    description: null,
    mimeType: 'image/jpeg',
    type: 'image',
    filename: 'vitamin-d3-tropfen.jpeg',
    originalUrl: '/fileadmin/products/vitamin-d3-tropfen.jpeg',
    uidLocal: 37,
    fileReferenceUid: 274,
    size: '579 KB',
    link: null,
    dimensions: { width: 2250, height: 1500 },
    cropDimensions: { width: 2250, height: 1500 },
    crop: {
      default: {
        cropArea: { x: 0, y: 0, width: 1, height: 1 },
        selectedRatio: 'NaN',
        focusArea: null,
      },
    },
    autoplay: null,
    extension: 'jpeg',
  },
}

describe('fileSchema', () => {
  it('maps an EXT:headless file to a CmsFile when all fields are present', () => {
    expect(fileSchema.parse(typo3File)).toEqual({
      url: typo3File.publicUrl,
      alt: 'Vitamin D3 Tropfen, 10 ml Flasche',
      title: '',
      width: 2250,
      height: 1500,
      mimeType: 'image/jpeg',
      description: '',
      filename: 'vitamin-d3-tropfen.jpeg',
      extension: 'jpeg',
      size: '579 KB',
      type: 'image',
      link: '',
      originalUrl: 'https://cms.vitalis.example/fileadmin/products/vitamin-d3-tropfen.jpeg',
    })
  })

  it('keeps a relative original URL relative when the public URL is relative too', () => {
    const file = { ...typo3File, publicUrl: '/fileadmin/_processed_/a/csm_d3.jpeg' }
    expect(fileSchema.parse(file).originalUrl).toBe('/fileadmin/products/vitamin-d3-tropfen.jpeg')
  })

  it('keeps an empty alt text when the editor left it null', () => {
    const file = { ...typo3File, properties: { ...typo3File.properties, alternative: null } }
    expect(fileSchema.parse(file).alt).toBe('')
  })

  it('derives what it can from the URL when properties are missing or junk', () => {
    const parsed = fileSchema.parse({
      publicUrl: '/fileadmin/Beipackzettel.PDF?v=2',
      properties: 'x',
    })
    expect(parsed).toMatchObject({
      filename: 'Beipackzettel.PDF',
      extension: 'pdf',
      width: null,
      height: null,
      alt: '',
    })
  })

  it('reads sizes in bytes, string dimensions and typolink objects from other EXT:headless versions', () => {
    const parsed = fileSchema.parse({
      publicUrl: '/a.png',
      properties: {
        size: 1_258_291,
        dimensions: { width: '800', height: 'junk' },
        link: { href: '/zink' },
      },
    })
    expect(parsed).toMatchObject({ size: '1.2 MB', width: 800, height: null, link: '/zink' })
  })

  it('fails when there is no public URL', () => {
    expect(fileSchema.safeParse({ properties: typo3File.properties }).success).toBe(false)
    expect(parseFile({ publicUrl: '' })).toBeNull()
    expect(parseFile(null)).toBeNull()
  })
})

describe('mediaSchema', () => {
  it('returns exactly the fields of the page model Media', () => {
    expect(Object.keys(mediaSchema.parse(typo3File)).sort()).toEqual([
      'alt',
      'height',
      'mimeType',
      'title',
      'url',
      'width',
    ])
  })
})

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [2048, '2 KB'],
    [1_258_291, '1.2 MB'],
    [15 * 1024 * 1024, '15 MB'],
  ])('formats %d bytes as %s', (bytes, label) => expect(formatBytes(bytes)).toBe(label))
})

describe('parseFileList', () => {
  it('drops broken entries and reads anything but an array as empty', () => {
    expect(parseFileList([typo3File, { publicUrl: 3 }, null]).map((file) => file.url)).toEqual([
      typo3File.publicUrl,
    ])
    expect(parseFileList({ 1: typo3File })).toEqual([])
  })
})

describe('galleryRowsToMedia', () => {
  const other = { ...typo3File, publicUrl: '/fileadmin/zink.png' }

  it('lists rows and columns in the editor order when given PHP-style numbered objects', () => {
    const rows = {
      '2': { columns: { '1': other } },
      '1': { columns: { '2': other, '1': typo3File } },
    }
    expect(galleryRowsToMedia(rows).map((row) => row.map((file) => file.url))).toEqual([
      [typo3File.publicUrl, other.publicUrl],
      [other.publicUrl],
    ])
  })

  it('returns no rows for an empty gallery, which PHP sends as []', () => {
    expect(galleryRowsToMedia([])).toEqual([])
    expect(galleryRowsToMedia(undefined)).toEqual([])
  })

  it('drops broken files and the rows they leave empty', () => {
    const rows = {
      '1': { columns: { '1': { publicUrl: null } } },
      '2': { columns: { '1': other } },
    }
    expect(galleryRowsToMedia(rows)).toHaveLength(1)
  })
})
