// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureByType } from '../testing'
import { createCommerce, TRANSFORMING_PUBLIC_SITE } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'

/** Lets the fake shop's answers (microtasks) arrive and React render them. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

const images = (container: HTMLElement) => [...container.querySelectorAll('img')]
const isVector = (image: HTMLImageElement) => /\.svg(?:$|\?)/i.test(image.getAttribute('src') ?? '')

/**
 * Every product and CMS image of every element: a srcset of the transform's widths
 * and the layout's sizes where the site has Image transformations, the upstream's file where not;
 * the same on the server and after hydration.
 */
describe('responsive images in every element', () => {
  afterEach(cleanupHydrated)

  for (const [type, fixture] of Object.entries(fixtureByType)) {
    it(`${type}: srcset and sizes with a transform, a plain src without`, async () => {
      const transforming = createCommerce({ site: TRANSFORMING_PUBLIC_SITE })
      const { container, mismatches } = await renderAndHydrate(column([fixture], {}, transforming))
      await settle()
      expect(mismatches).toEqual([])
      for (const image of images(container).filter((image) => !isVector(image))) {
        const html = image.outerHTML
        expect(image.getAttribute('srcset'), html).toMatch(
          /^\/cdn-cgi\/image\/width=160,format=auto,fit=scale-down\/\S+ 160w(, \S+ \d+w)*$/,
        )
        expect(image.getAttribute('src'), html).toMatch(/^\/cdn-cgi\/image\/width=\d+,/)
        expect(image.getAttribute('sizes'), html).toBeTruthy()
      }
      cleanupHydrated()

      const plain = await renderAndHydrate(column([fixture], {}, createCommerce()))
      await settle()
      for (const image of images(plain.container)) {
        expect(image.hasAttribute('srcset'), image.outerHTML).toBe(false)
        expect(image.hasAttribute('sizes'), image.outerHTML).toBe(false)
        expect(image.getAttribute('src'), image.outerHTML).not.toContain('/cdn-cgi/')
      }
    })
  }

  it('covers the elements that show pictures', async () => {
    const transforming = createCommerce({ site: TRANSFORMING_PUBLIC_SITE })
    let count = 0
    for (const fixture of Object.values(fixtureByType)) {
      const { container } = await renderAndHydrate(column([fixture], {}, transforming))
      await settle()
      count += images(container).filter((image) => image.hasAttribute('srcset')).length
      cleanupHydrated()
    }
    // Tiles, the product gallery, the cart's thumbnails, CMS images: a test that saw none would
    // prove nothing.
    expect(count).toBeGreaterThan(10)
  })
})
