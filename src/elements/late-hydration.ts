import type { ContentElement, Page } from '../lib/page'
import { elementTypesIn } from './element-types'
import { pageLeadImage } from './lead-image'
import { pageColumns } from './page-columns'
import { elementChunks } from './registry/generated/elements'

/**
 * How many elements of the main column hydrate with the page; the ones after them hydrate when
 * they come near the viewport or are touched (./registry/hydration-gates.client.ts), and their
 * code loads then. Three: a phone's first screen shows the hero and one or two elements below
 * it. An element further down that is in view at once (a short page, a wide screen) hydrates
 * right after the page, a moment later; one 5,000 px down a guide article (its product listing)
 * costs nothing until the shopper scrolls there.
 */
export const EAGER_MAIN_ELEMENTS = 3

/** The main column's colPos: the one long column of every backend layout (src/app/layouts). */
const MAIN_COLUMN = 0

/**
 * When a late element hydrates: `near`, as it comes near the viewport (or is touched first);
 * `touch`, when the shopper first points at it or moves focus into it.
 */
export type LateHydration = 'near' | 'touch'

/**
 * Side-column elements that need their code only once the shopper uses them: the sign-in box
 * (its fields keep what is typed before, read on submit with FormData, and its button stays
 * disabled until then, src/elements/shared/account-auth.tsx) and, for a guest, the account box
 * (a sign-in prompt; a customer's greets by name, loaded at once). Beside an article at a
 * desktop's width they are in view, and their code (forms and their checks, about 9 KB gzip)
 * would load with every page.
 */
const usedOnTouch = (element: ContentElement, signedIn: boolean): boolean =>
  element.type === 'login' || (element.type === 'account' && !signedIn)

/**
 * CType → the chunk its code is in: its group's (its definition's `chunk`, which
 * scripts/build.mjs bundles by) or its own.
 */
const chunkOfType = new Map<string, string>(Object.entries(elementChunks))
const chunksOf = (elements: readonly ContentElement[]): Set<string> =>
  new Set([...elementTypesIn(elements)].map((type) => chunkOfType.get(type) ?? type))

/**
 * The elements of a page that hydrate late, and when: the main column's from
 * EAGER_MAIN_ELEMENTS on (`near`) and the side columns' that are used on touch (`touch`), each
 * only if it brings code of its own, and never the page's lead image (what the shopper sees
 * first, wherever it stands) nor an element the render shows as a problem. An element whose
 * code an earlier one brings anyway (a home page's closing text, in the chunk of the common
 * content elements) hydrates with the page: waiting would save no download, and the gates' own
 * code would cost one. One rule for the worker (what it modulepreloads), the browser (what it
 * loads before hydrating) and the render (where the Suspense boundaries stand); `signedIn` is
 * the customer's session as both read it from the request's cookies.
 */
export const lateHydratedElements = (
  page: Page,
  signedIn: boolean,
): ReadonlyMap<ContentElement, LateHydration> => {
  const lead = pageLeadImage(page)?.element
  const candidates = new Map<ContentElement, LateHydration>()
  for (const { colPos, elements } of pageColumns(page)) {
    elements.forEach((element, index) => {
      if (element === lead || element.problem !== undefined) return
      if (colPos === MAIN_COLUMN && index >= EAGER_MAIN_ELEMENTS) candidates.set(element, 'near')
      if (colPos !== MAIN_COLUMN && usedOnTouch(element, signedIn)) candidates.set(element, 'touch')
    })
  }
  if (candidates.size === 0) return candidates
  const eager = [...Object.values(page.content).flat(), ...page.popupContent].filter(
    (element) => !candidates.has(element),
  )
  const eagerChunks = chunksOf(eager)
  const bringsCode = (element: ContentElement) =>
    [...chunksOf([element])].some((chunk) => !eagerChunks.has(chunk))
  return new Map([...candidates].filter(([element]) => bringsCode(element)))
}

/** What a page's first view needs to hydrate. */
export interface HydrationPlan {
  /**
   * The CTypes of its elements that hydrate with it (nested ones included). A type that also
   * stands further down is among them; its code is then there early.
   */
  types: Set<string>
  /** Whether any element waits: the gates' code is then needed too. */
  hasLate: boolean
}

/** The hydration plan of a page showing `elements` (its columns' and its popup's). */
export const hydrationPlan = (
  page: Page,
  signedIn: boolean,
  elements: readonly ContentElement[],
): HydrationPlan => {
  const late = lateHydratedElements(page, signedIn)
  return {
    types: elementTypesIn(elements.filter((element) => !late.has(element))),
    hasLate: late.size > 0,
  }
}
