// The bench's one output: a table of figures and budgets on stdout, the same rows as JSON in
// bench/results/. A row is { id, figure, value, unit, display, budget, holds, note }:
// `value` is the number (null when not measured), `display` what the table shows, `budget` the
// budget's text or null, `holds` true / false / null (no budget, or not measured).
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** A row with a budget: `holds` is computed from value, op ('<=' or '>=') and limit. */
export const budgeted = ({ id, figure, value, unit, display, op, limit, budgetText, note }) => ({
  id,
  figure,
  value,
  unit,
  display: display ?? `${format(value)} ${unit}`,
  budget: budgetText ?? `${op === '<=' ? '≤' : '≥'} ${format(limit)} ${unit}`,
  limit: { op, value: limit },
  holds: value === null ? false : op === '<=' ? value <= limit : value >= limit,
  note: note ?? null,
})

/** A figure without a budget: reported, never failing. */
export const info = ({ id, figure, value = null, unit = '', display, note }) => ({
  id,
  figure,
  value,
  unit,
  display: display ?? `${format(value)} ${unit}`.trim(),
  budget: null,
  limit: null,
  holds: null,
  note: note ?? null,
})

/** A figure that could not be measured because the bench itself failed: fails the run. */
export const failed = ({ id, figure, error, budgetText = null }) => ({
  id,
  figure,
  value: null,
  unit: '',
  display: `error: ${String(error?.message ?? error)
    .split('\n')[0]
    .slice(0, 120)}`,
  budget: budgetText,
  limit: null,
  holds: false,
  note: null,
  // The whole message and stack go to the JSON only; the table shows the first line.
  error: String(error?.stack ?? error),
})

/** Numbers as people read them: integers stay, others get up to two decimals. */
export const format = (value) => {
  if (value === null || value === undefined) return '—'
  if (typeof value !== 'number') return String(value)
  if (Number.isInteger(value)) return String(value)
  return value.toFixed(Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2)
}

const holdsText = (row) => (row.holds === true ? 'yes' : row.holds === false ? 'NO' : '—')

/** One plain-text table; notes are numbered below it so the columns stay narrow. */
export const renderTable = (rows) => {
  const notes = []
  const cells = rows.map((row) => {
    let figure = row.figure
    if (row.note) {
      notes.push(row.note)
      figure += ` [${notes.length}]`
    }
    return [figure, row.display, row.budget ?? '—', holdsText(row)]
  })
  const header = ['figure', 'value', 'budget', 'holds?']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column].length)),
  )
  const line = (cell) => cell.map((text, column) => text.padEnd(widths[column])).join(' | ')
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-')
  const noteLines = notes.map((note, index) => `[${index + 1}] ${note}`)
  return [line(header), rule, ...cells.map(line), '', ...noteLines].join('\n')
}

/**
 * Writes bench/results/<timestamp>[-<suffix>].json and, unless `latest` is false (a run of some
 * sections only), bench/results/latest.json.
 */
export const writeResults = async (dir, result, { suffix = null, latest = true } = {}) => {
  await mkdir(dir, { recursive: true })
  const stamp = result.startedAt.replace(/[:.]/g, '-')
  const json = JSON.stringify(result, null, 2) + '\n'
  const file = join(dir, `${stamp}${suffix ? `-${suffix}` : ''}.json`)
  await writeFile(file, json)
  if (latest) await writeFile(join(dir, 'latest.json'), json)
  return file
}
