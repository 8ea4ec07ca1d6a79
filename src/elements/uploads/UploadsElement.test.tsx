// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { element, leafletPdf, uploadsElement, zincImage } from '../testing'
import { column, renderStatic } from '../testing/harness'

const renderUploads = (content: Record<string, unknown>) =>
  renderStatic(column([element(830, 'uploads', { media: [leafletPdf], ...content })]))

describe('UploadsElement', () => {
  it('lists each file as a download link with its name, type and size', () => {
    const container = renderStatic(column([uploadsElement]))
    const links = container.querySelectorAll('a.ce-uploads__link')
    expect(links).toHaveLength(2)
    expect(links[0]?.getAttribute('download')).toBe('gebrauchsinformation-magnesium-400.pdf')
    expect(links[0]?.getAttribute('href')).toBe(leafletPdf.publicUrl)
    expect(links[0]?.querySelector('.ce-uploads__name')?.textContent).toBe(
      'Gebrauchsinformation Magnesium 400',
    )
    expect(links[0]?.textContent).toContain('Herunterladen')
    expect(
      [...(links[0]?.querySelectorAll('.ce-uploads__detail') ?? [])].map((n) => n.textContent),
    ).toEqual(['PDF', '1.2 MB'])
    // Without a title, the file name stands in.
    expect(links[1]?.querySelector('.ce-uploads__name')?.textContent).toBe(
      'naehrwerttabelle-2025.pdf',
    )
  })

  it('hides size and description when their switches are off', () => {
    const container = renderUploads({ displayFileSizeInformation: 0, displayDescription: '0' })
    expect(container.textContent).not.toContain('1.2 MB')
    expect(container.querySelector('.ce-uploads__description')).toBeNull()
    expect(container.textContent).toContain('PDF')
  })

  it('shows the description when displayDescription is set', () => {
    const container = renderUploads({ displayDescription: 1 })
    expect(container.querySelector('.ce-uploads__description')?.textContent).toBe(
      'Dosierung, Inhaltsstoffe und Hinweise zur Einnahme.',
    )
  })

  it('shows a lazy thumbnail for images when displayInformation is 2', () => {
    const container = renderUploads({ media: [zincImage], displayInformation: 2 })
    const thumbnail = container.querySelector('img.ce-uploads__thumbnail')
    expect(thumbnail?.getAttribute('loading')).toBe('lazy')
    expect(thumbnail?.getAttribute('alt')).toBe('')
    expect(
      renderUploads({ media: [zincImage], displayInformation: 1 }).querySelector('img'),
    ).toBeNull()
  })

  it('renders only the header when the file list is empty or broken', () => {
    const container = renderUploads({ header: 'Downloads', media: [{ properties: {} }] })
    expect(container.querySelector('ul')).toBeNull()
    expect(container.querySelector('h2')?.textContent).toBe('Downloads')
  })
})
