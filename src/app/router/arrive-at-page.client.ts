/**
 * What a document load gives a screen reader and a keyboard, given after a client navigation
 * too (WCAG 2.4.3 focus order, 4.1.3 status messages): focus starts at the new page, and its
 * title is announced. Without it, focus stays on the link that was clicked (now gone, so on
 * <body>) and a screen reader hears nothing of the new page.
 *
 * Focus goes to the page's first heading (its h1), else the <main> landmark, as Gatsby's and
 * Angular's guidance do; the element gets tabindex="-1" so it takes focus by script without
 * joining the tab order, and no scroll (the router has placed the page already). The title is
 * read from a polite live region outside React's tree, as Next.js's route announcer does, so
 * no render and no hydration depends on it.
 */
const ANNOUNCER_ID = 'sf-route-announcer'

const announcer = (): HTMLElement => {
  const existing = document.getElementById(ANNOUNCER_ID)
  if (existing) return existing
  const region = document.createElement('p')
  region.id = ANNOUNCER_ID
  region.className = 'visually-hidden'
  region.setAttribute('aria-live', 'polite')
  region.setAttribute('aria-atomic', 'true')
  document.body.appendChild(region)
  return region
}

/** The element focus starts at on a new page: its first heading in <main>, else <main>. */
export const pageStart = (): HTMLElement | null => {
  const main = document.querySelector<HTMLElement>('main')
  return main?.querySelector<HTMLElement>('h1') ?? main
}

/** Moves focus to the new page's start and announces its title. */
export const arriveAtPage = (title: string): void => {
  const start = pageStart()
  if (start) {
    if (!start.hasAttribute('tabindex')) start.setAttribute('tabindex', '-1')
    start.focus({ preventScroll: true })
  }
  announcer().textContent = title
}
