/**
 * The two JSON shapes b13/container elements take in EXT:headless answers, read into one:
 *
 * - TYPO3-Headless/headless-container-support: each column of the container is a field of
 *   `content` named in TypoScript (`as = left`), holding the children as content elements:
 *   `{ header, …, left: [element, …], right: [element, …] }` (its Docs/Json/Example.json).
 * - itplusx/headless_container: `content.items` lists the columns in the container's order,
 *   `{ config: { name, colPos }, contentElements: [element, …] }` (`children` before v2).
 *
 * Container CTypes are the project's own (b13-2cols-with-header-container, 50_wrapper, …), so a
 * container is known by its shape, never by its name.
 */

export interface RawContainerColumn {
  name: string
  colPos: number | null
  elements: unknown[]
}

export interface RawContainer {
  columns: RawContainerColumn[]
  /** Columns whose children were not a list: dropped, named for the log. */
  brokenColumns: string[]
  /** What else `content` holds (the container's header fields). */
  fields: Record<string, unknown>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const looksLikeElement = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value['type'] === 'string' &&
  value['type'] !== '' &&
  (typeof value['id'] === 'number' || typeof value['id'] === 'string')

const colPosOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) ? n : null
}

const withoutKeys = (content: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(content).filter(([key]) => !keys.includes(key)))

/** itplusx/headless_container's `items`; null when `content` is not in that shape. */
const fromItems = (content: Record<string, unknown>): RawContainer | null => {
  const items = content['items']
  if (!Array.isArray(items) || items.length === 0) return null
  if (!items.every((item) => isRecord(item) && isRecord(item['config']))) return null
  const columns: RawContainerColumn[] = []
  const brokenColumns: string[] = []
  for (const item of items as Record<string, unknown>[]) {
    const config = item['config'] as Record<string, unknown>
    const colPos = colPosOf(config['colPos'])
    const label = typeof config['name'] === 'string' ? config['name'] : ''
    const name = label || (colPos === null ? `column${columns.length + 1}` : `colPos${colPos}`)
    const children = item['contentElements'] ?? item['children']
    if (Array.isArray(children)) columns.push({ name, colPos, elements: children })
    else brokenColumns.push(name)
  }
  return { columns, brokenColumns, fields: withoutKeys(content, ['items']) }
}

/** headless-container-support's named fields; null when no field holds content elements. */
const fromNamedColumns = (content: Record<string, unknown>): RawContainer | null => {
  const columns: RawContainerColumn[] = Object.entries(content)
    .filter(([, value]) => Array.isArray(value) && value.some(looksLikeElement))
    .map(([name, value]) => {
      const elements = value as unknown[]
      const first = elements.find(looksLikeElement) as Record<string, unknown> | undefined
      return { name, colPos: colPosOf(first?.['colPos']), elements }
    })
  if (columns.length === 0) return null
  const names = columns.map((column) => column.name)
  return { columns, brokenColumns: [], fields: withoutKeys(content, names) }
}

/** The container a content element's `content` describes, or null when it describes none. */
export const readContainer = (content: unknown): RawContainer | null => {
  if (!isRecord(content)) return null
  return fromItems(content) ?? fromNamedColumns(content)
}
