import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Headings are never hidden, checked on boxes rather than pixels: the hero
 * title is never clipped or covered by its image at any width from 320 to 1920 px, the hero
 * picture is never cut off, the sticky header never covers the heading a link or a navigation
 * scrolls to, and a heading that is not a link does not look like one. Each case leaves a
 * screenshot (attached to the test, and under test-results/e2e/) for a reviewer to look at.
 */

const NAMED_WIDTHS = [320, 390, 768, 1280, 1920]
/** Every 40 px from 320 to 1920, so no width in between clips the title unnoticed. */
const SWEEP = Array.from({ length: 41 }, (_, i) => 320 + i * 40)
const HEIGHT = 900

/** Every brand's home page, the English one, and guides whose hero sits beside a sidebar. */
const HERO_PAGES = [
  { name: 'vitalis home', url: 'http://localhost:8787/' },
  { name: 'vitalis home en', url: 'http://localhost:8787/en' },
  { name: 'vitalis-at home', url: 'http://at.localhost:8787/' },
  { name: 'litozin home', url: 'http://litozin.localhost:8787/' },
  { name: 'queisser home', url: 'http://queisser.localhost:8787/' },
  { name: 'stozzon home', url: 'http://stozzon.localhost:8787/' },
  { name: 'vitalis guide', url: 'http://localhost:8787/ratgeber/immunsystem' },
  { name: 'stozzon guide', url: 'http://stozzon.localhost:8787/ratgeber/verdauung' },
]

/** Long pages and a heading far down each, which links and navigations jump to. */
const ANCHOR_PAGES = [
  {
    name: 'vitalis guide',
    origin: 'http://localhost:8787',
    path: '/ratgeber/immunsystem',
    heading: 'Vitamin C: jeden Tag frisch',
  },
  {
    name: 'stozzon guide',
    origin: 'http://stozzon.localhost:8787',
    path: '/ratgeber/verdauung',
    heading: 'Ballaststoffe langsam steigern',
  },
]

const HEADING_PAGES = [
  ...HERO_PAGES.map(({ url }) => url),
  'http://localhost:8787/produkte',
  'http://localhost:8787/warenkorb',
  'http://localhost:8787/ratgeber',
]

// The demo upstreams start beside the storefront; the first page waits until they answer.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('http://localhost:8787/ratgeber')).status(), {
      timeout: 30_000,
    })
    .toBe(200)
})

const screenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(`${name.replace(/[^\w-]+/g, '-')}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** What the layout checks of a hero read, in CSS px of the viewport. */
interface HeroBoxes {
  viewport: number
  /** How wide the page is: wider than the viewport when something sticks out at the right. */
  pageWidth: number
  hero: Box
  /** One box per line of the title's text. */
  lines: Box[]
  title: Box
  titleScrollWidth: number
  titleClientWidth: number
  /** Whether the point in the middle of each line hits the title (nothing lies over it). */
  linesOnTop: boolean[]
  image: (Box & { natural: number; rendered: number; fit: string }) | null
}

const heroBoxes = (page: Page): Promise<HeroBoxes> =>
  page.evaluate(() => {
    const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom })
    const hero = document.querySelector('main .ce-hero')
    const title = hero?.querySelector<HTMLElement>('.ce-hero__title')
    if (!hero || !title) throw new Error('no hero with a title on this page')
    const range = document.createRange()
    range.selectNodeContents(title)
    const lines = [...range.getClientRects()].filter((r) => r.width > 0).map(box)
    const image = hero.querySelector('img')
    const imageBox = image?.getBoundingClientRect()
    return {
      viewport: document.documentElement.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
      hero: box(hero.getBoundingClientRect()),
      lines,
      title: box(title.getBoundingClientRect()),
      titleScrollWidth: title.scrollWidth,
      titleClientWidth: title.clientWidth,
      linesOnTop: lines.map((line) => {
        const hit = document.elementFromPoint(
          (line.left + line.right) / 2,
          (line.top + line.bottom) / 2,
        )
        return hit !== null && title.contains(hit)
      }),
      image:
        image && imageBox
          ? {
              ...box(imageBox),
              natural: image.naturalWidth / image.naturalHeight,
              rendered: imageBox.width / imageBox.height,
              fit: getComputedStyle(image).objectFit,
            }
          : null,
    }
  })

const intersects = (a: Box, b: Box) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.top < b.bottom - 0.5 &&
  b.top < a.bottom - 0.5
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5

const checkHero = (boxes: HeroBoxes, where: string) => {
  const viewport = { left: 0, right: boxes.viewport, top: -Infinity, bottom: Infinity }
  // (a) The title's text lies in the viewport and in the hero, clear of the image, unclipped.
  expect.soft(boxes.lines.length, `${where}: title has text`).toBeGreaterThan(0)
  for (const line of boxes.lines) {
    expect
      .soft(inside(line, viewport), `${where}: title line ${JSON.stringify(line)} in the viewport`)
      .toBe(true)
    expect.soft(inside(line, boxes.hero), `${where}: title line in the hero`).toBe(true)
    if (boxes.image)
      expect
        .soft(intersects(line, boxes.image), `${where}: title line clear of the image`)
        .toBe(false)
  }
  expect.soft(inside(boxes.title, boxes.hero), `${where}: title box in the hero`).toBe(true)
  if (boxes.image)
    expect
      .soft(intersects(boxes.title, boxes.image), `${where}: title box clear of the image`)
      .toBe(false)
  expect
    .soft(boxes.titleScrollWidth, `${where}: title text wider than its box`)
    .toBeLessThanOrEqual(boxes.titleClientWidth)
  expect.soft(boxes.linesOnTop, `${where}: nothing lies over the title`).not.toContain(false)
  // (b) The picture ends inside the viewport and the hero and shows all of itself; nothing on
  // the page (the header's actions neither) sticks out at the right.
  expect.soft(boxes.pageWidth, `${where}: page width`).toBeLessThanOrEqual(boxes.viewport)
  if (boxes.image) {
    const { image } = boxes
    expect.soft(image.right, `${where}: image right edge`).toBeLessThanOrEqual(boxes.viewport + 0.5)
    expect.soft(image.left, `${where}: image left edge`).toBeGreaterThanOrEqual(-0.5)
    expect.soft(inside(image, boxes.hero), `${where}: image box in the hero`).toBe(true)
    const whole =
      image.fit === 'contain' ||
      image.fit === 'scale-down' ||
      Math.abs(image.rendered / image.natural - 1) < 0.01
    expect
      .soft(
        whole,
        `${where}: image shows its whole picture (object-fit ${image.fit}, box ${image.rendered.toFixed(2)}:1, picture ${image.natural.toFixed(2)}:1)`,
      )
      .toBe(true)
  }
}

const waitForHeroImage = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main .ce-hero img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  )

/**
 * After the next frame, or 200 ms, whichever comes first: headless Chromium now and then
 * produces no frame after a viewport change, and a bare requestAnimationFrame then never
 * answers (twice a whole test's 90 s here). Layout is read with getBoundingClientRect, which
 * lays the page out anyway; the frame only lets a scroll or a transition move on.
 */
const nextFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => done())
        setTimeout(done, 200)
      }),
  )

for (const { name, url } of HERO_PAGES) {
  test(`${name}: the hero title is never clipped or covered and its picture never cut off, 320 to 1920 px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 1280, height: HEIGHT })
    await page.goto(url)
    await waitForHeroImage(page)
    for (const width of [...new Set([...SWEEP, ...NAMED_WIDTHS])].sort((a, b) => a - b)) {
      await page.setViewportSize({ width, height: HEIGHT })
      await nextFrame(page)
      // Soft: every width and check that fails is reported, with its screenshot.
      checkHero(await heroBoxes(page), `${name} at ${width} px`)
      if (NAMED_WIDTHS.includes(width)) await screenshot(page, testInfo, `${name} ${width}`)
    }
  })
}

/** Where the heading and the header are once the page has stopped scrolling. */
const settledPosition = async (page: Page, id: string) => {
  let last = -1
  for (let i = 0; i < 50; i += 1) {
    await nextFrame(page)
    const y = await page.evaluate(() => window.scrollY)
    if (y === last) break
    last = y
    await page.waitForTimeout(50)
  }
  return page.evaluate((id) => {
    const frame = document.getElementById(id)
    const heading = frame?.matches('h1, h2, h3, h4, h5, h6')
      ? frame
      : frame?.querySelector('h1, h2, h3, h4, h5, h6')
    const header = document.querySelector('.sf-header')
    if (!heading || !header) throw new Error(`no heading #${id} or no header`)
    const h = heading.getBoundingClientRect()
    const bar = header.getBoundingClientRect()
    const hit = document.elementFromPoint(h.left + Math.min(h.width, 40) / 2, h.top + 2)
    return {
      scrollY: window.scrollY,
      top: h.top,
      bottom: h.bottom,
      headerTop: bar.top,
      headerBottom: bar.bottom,
      viewportHeight: window.innerHeight,
      headingOnTop: hit !== null && heading.contains(hit),
    }
  }, id)
}

const checkBelowHeader = async (page: Page, id: string, where: string) => {
  const at = await settledPosition(page, id)
  expect(at.scrollY, `${where}: the page scrolled to the heading`).toBeGreaterThan(0)
  // The header is sticky: still on screen once the page has scrolled.
  expect(at.headerTop, `${where}: header at the top`).toBe(0)
  expect(at.headerBottom, `${where}: header on screen`).toBeGreaterThan(0)
  expect(at.top, `${where}: heading top below the header's bottom`).toBeGreaterThanOrEqual(
    at.headerBottom,
  )
  expect(at.bottom, `${where}: heading bottom inside the viewport`).toBeLessThanOrEqual(
    at.viewportHeight,
  )
  expect(at.headingOnTop, `${where}: nothing lies over the heading`).toBe(true)
}

/** The id a link to the heading uses: TYPO3's c<uid> of the element the heading opens. */
const anchorOf = (page: Page, heading: string) =>
  page.evaluate((text) => {
    const found = [...document.querySelectorAll('main h1, main h2, main h3, main h4')].find(
      (h) => h.textContent?.trim() === text,
    )
    const id = found?.closest('[id]')?.id
    if (!id) throw new Error(`no heading "${text}" with an id around it`)
    return id
  }, heading)

/** A link outside the React root (#root), as a table of contents or another page would hold. */
const clickNewLink = async (page: Page, href: string) => {
  await page.evaluate((href) => {
    const link = document.createElement('a')
    link.href = href
    link.textContent = 'jump'
    link.id = 'layout-spec-link'
    link.style.cssText = 'position:fixed;bottom:0;left:0;z-index:2000;background:#fff'
    document.body.appendChild(link)
  }, href)
  await page.locator('#layout-spec-link').click()
  await page.evaluate(() => document.getElementById('layout-spec-link')?.remove())
}

for (const { name, origin, path, heading } of ANCHOR_PAGES) {
  test(`${name}: a heading a link or a navigation scrolls to is not under the sticky header`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    await page.goto(origin + path)
    const id = await anchorOf(page, heading)
    for (const width of NAMED_WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })

      // The address of the heading, opened as a new document.
      await page.goto(`${origin}${path}#${id}`)
      await page.waitForLoadState('networkidle')
      await checkBelowHeader(page, id, `${name} at ${width} px, loaded with #${id}`)
      await screenshot(page, testInfo, `${name} ${width} loaded with hash`)

      // An in-page link to it, from the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.evaluate(() => history.replaceState(null, '', location.pathname))
      await clickNewLink(page, `#${id}`)
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await checkBelowHeader(page, id, `${name} at ${width} px, in-page link`)
      await screenshot(page, testInfo, `${name} ${width} in-page link`)

      // A client navigation from the home page to it.
      await page.goto(`${origin}/`)
      await page.waitForLoadState('networkidle')
      // (Its payload may have been fetched ahead already: the mark proves the same document.)
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
      await clickNewLink(page, `${path}#${id}`)
      await expect(page).toHaveURL(`${origin}${path}#${id}`)
      await expect(page.locator(`[id="${id}"]`)).toBeAttached()
      expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
      await checkBelowHeader(page, id, `${name} at ${width} px, client navigation`)
      await screenshot(page, testInfo, `${name} ${width} client navigation`)
    }
  })
}

/** Headings that are not links and do not hold one, with how they look and what a link there looks like. */
const plainHeadings = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((h) => h.offsetParent !== null && !h.closest('a, button, summary, label'))
      .filter((h) => !h.querySelector('a'))
      .map((h, index) => {
        h.dataset.layoutSpecHeading = String(index)
        // A link where the heading is: the colour of a link in this place (page, footer, panel).
        const probe = document.createElement('a')
        probe.href = '/'
        h.parentElement?.appendChild(probe)
        const linkColour = getComputedStyle(probe).color
        probe.remove()
        const style = getComputedStyle(h)
        return {
          index,
          text: h.textContent?.trim().slice(0, 60) ?? '',
          linkColour,
          colour: style.color,
          decoration: style.textDecorationLine,
          cursor: style.cursor,
        }
      }),
  )

const checkNotLinkLike = (
  heading: Awaited<ReturnType<typeof plainHeadings>>[number],
  where: string,
) => {
  const what = `${where}: heading "${heading.text}"`
  expect(heading.decoration, `${what} is not underlined`).not.toContain('underline')
  expect(heading.cursor, `${what} has no pointer cursor`).not.toBe('pointer')
  expect(heading.colour, `${what} is not in the link colour`).not.toBe(heading.linkColour)
}

for (const url of HEADING_PAGES) {
  const { host, pathname } = new URL(url)
  test(`${host}${pathname}: headings that are not links do not look like links`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      const headings = await plainHeadings(page)
      expect(headings.length).toBeGreaterThan(0)
      for (const heading of headings) {
        checkNotLinkLike(heading, `${url} at ${width} px`)
        // Nor when the pointer is over it.
        const locator = page.locator(`[data-layout-spec-heading="${heading.index}"]`)
        await locator.hover({ force: true })
        const hovered = await locator.evaluate((h) => {
          const style = getComputedStyle(h)
          return { color: style.color, decoration: style.textDecorationLine, cursor: style.cursor }
        })
        checkNotLinkLike(
          { ...heading, colour: hovered.color, ...hovered },
          `${url} at ${width} px, hovered`,
        )
      }
      await screenshot(page, testInfo, `${host}${pathname} ${width} headings`)
    }
  })
}
