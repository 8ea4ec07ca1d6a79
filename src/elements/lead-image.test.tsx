// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { ContentElement, Page } from '../lib/page'
import { leadImageIn, pageLeadImage } from './lead-image'
import { parseContentElement } from './registry/schemas'
import {
  breakfastImage,
  element,
  file,
  headerElement,
  heroBannerElement,
  imageElement,
  productListingElement,
  textElement,
  textmediaElement,
} from './testing'
import { column, renderStatic } from './testing/harness'

const parsed = (...elements: ContentElement[]) => elements.map(parseContentElement)
const pageOf = (content: Record<string, ContentElement[]>) =>
  ({
    content: Object.fromEntries(Object.entries(content).map(([k, v]) => [k, parsed(...v)])),
  }) as unknown as Page

const clip = file({ url: 'https://cms.vitalis.example/fileadmin/clip.mp4', mimeType: 'video/mp4' })
const videoFirst = element(910, 'textmedia', {
  ...textmediaElement.content,
  gallery: { rows: { '1': { columns: { '1': clip, '2': breakfastImage } } } },
})

describe('pageLeadImage', () => {
  it('picks the image of the second element when the first is a heading', () => {
    const page = pageOf({ colPos0: [headerElement, textmediaElement, imageElement] })
    const lead = pageLeadImage(page)
    expect(lead?.element).toBe(page.content['colPos0']?.[1])
    expect(lead?.media?.url).toBe(breakfastImage.publicUrl)
  })

  it('searches the columns in document order: the main column, then ascending colPos', () => {
    const page = pageOf({
      colPos2: [imageElement],
      colPos1: [heroBannerElement],
      colPos0: [textElement],
    })
    expect(pageLeadImage(page)?.element.id).toBe(heroBannerElement.id)
  })

  it('finds the image of a page whose content sits only in colPos1', () => {
    expect(pageLeadImage(pageOf({ colPos1: [headerElement, imageElement] }))?.element.id).toBe(
      imageElement.id,
    )
  })

  it('walks into shortcuts and containers, in their order', () => {
    const shortcut = element(920, 'shortcut', { shortcut: [headerElement, textmediaElement] })
    const container = element(921, 'b13-2cols', { left: [textElement], right: [imageElement] })
    expect(leadImageIn(parsed(shortcut))?.element.id).toBe(textmediaElement.id)
    expect(leadImageIn(parsed(container))?.element.id).toBe(imageElement.id)
  })

  it('passes over a gallery that opens with a video, and broken or unknown elements', () => {
    const broken = element(930, 'image', { gallery: 'x', enlargeImageOnClick: {} })
    const unknown = element(931, 'foo_bar', { image: breakfastImage })
    const lead = leadImageIn(parsed(videoFirst, unknown, broken, heroBannerElement))
    expect(lead?.element.id).toBe(heroBannerElement.id)
  })

  it('gives a listing the priority without a preload: its images come from the shop', () => {
    const lead = leadImageIn(parsed(productListingElement, imageElement))
    expect(lead).toMatchObject({ element: { id: productListingElement.id }, media: null })
  })

  it('finds none on a page without images', () => {
    expect(pageLeadImage(pageOf({ colPos0: [headerElement, textElement] }))).toBeNull()
  })
})

describe('the priority image in a render', () => {
  it('loads only the lead image eagerly: the heading first, the textmedia second', () => {
    const host = renderStatic(column([headerElement, textmediaElement, imageElement]))
    const images = [...host.querySelectorAll('img')]
    const loading = images.map((image) => image.getAttribute('loading'))
    expect(loading[0]).toBe('eager')
    expect(loading.slice(1).every((value) => value === 'lazy')).toBe(true)
    expect(loading.length).toBeGreaterThan(2)
    expect(images[0]?.getAttribute('src')).toBe(breakfastImage.publicUrl)
    expect(host.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1)
  })

  it('loads the lead image eagerly inside a container', () => {
    const container = element(940, 'b13-2cols', {
      left: [headerElement],
      right: [imageElement],
    })
    const host = renderStatic(column([textElement, container]))
    expect(host.querySelector('#c940 #c603 img')?.getAttribute('loading')).toBe('eager')
    expect(host.querySelectorAll('img[loading="eager"]')).toHaveLength(1)
  })
})
