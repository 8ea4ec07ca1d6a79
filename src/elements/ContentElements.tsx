import {
  createElement,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  type ReactNode,
  type Ref,
} from 'react'
import { IdScope } from '../lib/dom-id'
import { elementTypesIn } from './element-types'
import type { LateHydration } from './late-hydration'
import { LeadElementContext, useLeadElement } from './lead-element-context'
import type { ContentElement } from '../lib/page'
import { useStorefront } from '../lib/storefront-context'
import { classToken, cx } from './shared/class-names'
import {
  isRenderable,
  type ElementComponent,
  type ElementComponents,
  type ParsedElement,
} from './registry/element-component'
import { useElementComponents } from './registry/element-components-context'
import { useHydrationGates } from './registry/hydration-gates'
import type { ElementType } from './registry'

export interface ContentElementsProps {
  elements: readonly ContentElement[]
  /**
   * The element that renders the page's priority image (./lead-image.ts: eager, high fetch
   * priority), null for none. Omitted, the one of the list around (a shortcut's or a container's
   * elements are those of the page's columns).
   */
  lead?: ContentElement | null
  /**
   * The elements of the list that hydrate late, and when (./late-hydration.ts: the main column's
   * further down, a side column's sign-in box); none when omitted.
   */
  late?: ReadonlyMap<ContentElement, LateHydration>
}

/** Classes in TYPO3's frame vocabulary, so editors' appearance settings reach the styles. */
const frameClassName = ({ type, appearance }: ContentElement): string => {
  const token = (prefix: string, value: string) => value && `${prefix}${classToken(value)}`
  return cx(
    'ce-frame',
    token('frame-type-', type),
    token('frame-', appearance.frameClass),
    token('layout-', appearance.layout),
    token('space-before-', appearance.spaceBefore),
    token('space-after-', appearance.spaceAfter),
  )
}

function Frame({
  element,
  children,
  ref,
}: {
  element: ContentElement
  children: ReactNode
  ref?: Ref<HTMLDivElement>
}) {
  return (
    <div id={`c${element.id}`} className={frameClassName(element)} ref={ref}>
      {children}
    </div>
  )
}

/** What editors would otherwise never notice: shown in development builds only. */
function DevPlaceholder({ element, message }: { element: ContentElement; message: string }) {
  const { dev } = useStorefront()
  if (!dev) return null
  return (
    <Frame element={element}>
      <p className="ce-dev-placeholder" role="note">
        {message}
      </p>
    </Frame>
  )
}

/**
 * One element in its frame. Memoised: a render above it (the header's cart count, a navigation
 * starting) passes the same element and stops here, so it never reaches a late element's
 * boundary while that still waits for its code (React would drop its server HTML).
 */
const ContentElementView = memo(function ContentElementView({
  element,
  priority,
  idScope,
  late,
}: {
  element: ContentElement
  priority: boolean
  idScope: string
  late: LateHydration | null
}) {
  const components = useElementComponents()
  if (element.problem === 'unknown-type') {
    return <DevPlaceholder element={element} message={`Unknown content element: ${element.type}`} />
  }
  if (element.problem === 'invalid-content') {
    return <DevPlaceholder element={element} message={`Invalid content for ${element.type}`} />
  }
  if (late) {
    return (
      <LateFrame element={element} idScope={idScope} near={late === 'near'}>
        <Suspense fallback={null}>
          <LateElement element={element} idScope={idScope} priority={priority} />
        </Suspense>
      </LateFrame>
    )
  }
  if (!isRenderable(element, components)) {
    // The router loads a page's element code before it shows the page: this is a bug, not data.
    return <DevPlaceholder element={element} message={`Element code not loaded: ${element.type}`} />
  }
  return (
    <Frame element={element}>
      <IdScope name={idScope}>{renderElement(element, components, priority)}</IdScope>
    </Frame>
  )
})

/** A late element's frame: hydrated with the page, it tells the element's gate where it is. */
function LateFrame({
  element,
  idScope,
  near,
  children,
}: {
  element: ContentElement
  idScope: string
  near: boolean
  children: ReactNode
}) {
  const gates = useHydrationGates()
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const gate = gates.gate(idScope, elementTypesIn([element]))
    if (!gate || gate.open || !frame.current) return
    return gate.watch(frame.current, { near })
  }, [gates, idScope, element, near])
  return (
    <Frame element={element} ref={frame}>
      {children}
    </Frame>
  )
}

/**
 * A late element's content, inside its own Suspense boundary: while its gate is closed it
 * suspends, and React keeps the server's HTML of the boundary in place, untouched, until the
 * gate opens (its code then loaded) and React hydrates it.
 */
function LateElement({
  element,
  idScope,
  priority,
}: {
  element: ContentElement
  idScope: string
  priority: boolean
}) {
  const gates = useHydrationGates()
  const components = useElementComponents()
  const gate = gates.gate(idScope, elementTypesIn([element]))
  useEffect(() => gate?.hydrated(), [gate])
  if (gate && !gate.open) use(gate.opened)
  if (!isRenderable(element, components)) return null
  return <IdScope name={idScope}>{renderElement(element, components, priority)}</IdScope>
}

/**
 * The component of the element's CType with the element's content: generic in the CType, so
 * the content handed over is the one that component takes (ParsedElement<T>). createElement:
 * the component comes from a registry whose entries never change.
 */
function renderElement<T extends ElementType>(
  element: ParsedElement<T>,
  components: ElementComponents,
  priority: boolean,
) {
  const Component: ElementComponent<T> | undefined = components[element.type]
  return Component
    ? createElement(Component, { element, content: element.content, priority })
    : null
}

/** The content elements of one column, each in its frame `<div id="c{id}">` (TYPO3 anchors). */
export function ContentElements({ elements, lead, late }: ContentElementsProps) {
  const around = useLeadElement()
  const leadElement = lead === undefined ? around : lead
  // A column may show one record twice (shortcut, mount): the repeat's ids get its count.
  const shown = new Map<number, number>()
  const views = elements.map((element, index) => {
    const occurrence = (shown.get(element.id) ?? 0) + 1
    shown.set(element.id, occurrence)
    return (
      <ContentElementView
        key={`${index}:${element.id}`}
        element={element}
        priority={element === leadElement}
        idScope={occurrence === 1 ? `c${element.id}` : `c${element.id}-${occurrence}`}
        late={late?.get(element) ?? null}
      />
    )
  })
  if (lead === undefined) return views
  return <LeadElementContext.Provider value={lead}>{views}</LeadElementContext.Provider>
}
