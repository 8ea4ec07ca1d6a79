import { act, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { clientMarkup } from '../../../test/support/client-markup'
import { HOISTED_RESOURCES, moveHoistedResourcesToHead } from '../../lib/hoisted-resources'

/**
 * The hydration check of DESIGN.md section 4, for either renderer the components run on: React
 * (the worker's, in the `unit` project) and preact/compat (the browser's, in `unit-preact`).
 * React reports a mismatch itself; preact repairs text and structure silently and keeps the
 * server's attributes. So besides every console.error and recoverable error, a mismatch is any
 * change hydration makes to the server's DOM, and any difference between the server's HTML and
 * what the client renders for its first render. Test-only; components never import it.
 */
export interface WatchedHydration {
  root: Root
  /** Every complaint and every difference, described; empty when hydration matched. */
  mismatches: string[]
}

/** React's comment markers and empty texts: no content, and preact drops or adds them freely. */
const isInvisible = (node: Node) =>
  node.nodeType === node.COMMENT_NODE || (node.nodeType === node.TEXT_NODE && !node.textContent)

const describeNode = (node: Node): string => {
  if (node.nodeType === node.TEXT_NODE) return `text "${node.textContent}"`
  const className = (node as Element).getAttribute('class')
  return `<${node.nodeName.toLowerCase()}${className ? ` class="${className}"` : ''}>`
}

/**
 * What hydration changed in the DOM. React's comment markers (`<!-- -->` between texts,
 * `<!--$-->` around Suspense boundaries) mean nothing to preact, which removes them: ignored.
 */
const describeChanges = (records: MutationRecord[]): string[] =>
  records.flatMap((record) => {
    if (record.type === 'characterData')
      return [`hydration changed ${describeNode(record.target)} (was "${record.oldValue}")`]
    if (record.type === 'attributes')
      return [`hydration changed ${record.attributeName} on ${describeNode(record.target)}`]
    return [
      ...[...record.addedNodes].filter((node) => !isInvisible(node)).map(describeNode),
      ...[...record.removedNodes].filter((node) => !isInvisible(node)).map(describeNode),
    ].map((node) => `hydration replaced ${node}`)
  })

/** `color: red;` and `color:red` are the same style. */
const normalisedStyle = (style: string): string =>
  style
    .split(';')
    .map((declaration) =>
      declaration
        .split(':')
        .map((part) => part.trim())
        .join(':'),
    )
    .filter(Boolean)
    .join(';')

/**
 * HTML as the DOM reads it, without comments, with each element's attributes in name order and
 * without the resources React hoists to the start of a root (src/lib/hoisted-resources.ts).
 */
export const normalisedDom = (html: string): string => {
  const container = document.createElement('div')
  container.innerHTML = html
  for (const hoisted of container.querySelectorAll(HOISTED_RESOURCES)) hoisted.remove()
  const walker = document.createTreeWalker(container, 128 /* NodeFilter.SHOW_COMMENT */)
  const comments: Node[] = []
  while (walker.nextNode()) comments.push(walker.currentNode)
  for (const comment of comments) comment.parentNode?.removeChild(comment)
  // Attribute order is the renderer's (preact-render-to-string writes class last): not a mismatch.
  for (const element of container.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const)
    for (const [name] of attributes) element.removeAttribute(name)
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b)))
      element.setAttribute(name, name === 'style' ? normalisedStyle(value) : value)
  }
  return container.innerHTML
}

/** Where two HTML strings first differ, with some context, for a readable failure. */
const firstDifference = (server: string, client: string): string => {
  let index = 0
  while (index < server.length && server[index] === client[index]) index++
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, index - 40), index + 40))
  return `the client renders ${around(client)} where the server rendered ${around(server)}`
}

/**
 * Hydrates `client` over the server HTML already in `container` and reports every mismatch.
 * Effects run afterwards (inside act) and may change the DOM as they like: only the hydration
 * pass itself is watched.
 */
export async function watchHydration(
  container: HTMLElement,
  client: ReactNode,
  serverHtml: string,
): Promise<WatchedHydration> {
  const mismatches: string[] = []
  // Before hydrating: rendering the tree after it was mounted would touch mounted vnodes.
  const server = normalisedDom(serverHtml)
  const rendered = normalisedDom(clientMarkup(client))
  if (rendered !== server) mismatches.push(firstDifference(server, rendered))
  // As client.tsx does before it hydrates.
  moveHoistedResourcesToHead(container)
  const originalError = console.error
  console.error = (...args: unknown[]) => mismatches.push(args.map(String).join(' '))
  const observer = new MutationObserver(() => undefined)
  observer.observe(container, {
    subtree: true,
    childList: true,
    characterData: true,
    characterDataOldValue: true,
    attributes: true,
  })
  let root: Root | undefined
  try {
    await act(async () => {
      root = hydrateRoot(container, client, {
        onRecoverableError: (error) => mismatches.push(`recoverable: ${String(error)}`),
      })
      // preact hydrates synchronously; React within act, where its own checks report. Effects
      // run after this callback: their changes are never taken.
      mismatches.push(...describeChanges(observer.takeRecords()))
    })
  } finally {
    console.error = originalError
    observer.disconnect()
  }
  if (!root) throw new Error('hydrateRoot returned no root')
  return { root, mismatches }
}
