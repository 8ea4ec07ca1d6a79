/**
 * The shop's products as its migrations write them (demo/migrations): the rows of every
 * `INSERT INTO products (…) VALUES (…), (…);` and the picture files of `product_media`. The build
 * step reads them to know every packshot the catalogue references; the migrations are the
 * shop's data, so nothing else has to be kept in step with them.
 */

export type SqlValue = string | number | null

/** The literal at `text[start]`: NULL, a number or a quoted string ('' for a quote). */
const literalAt = (text: string, start: number): [SqlValue, number] => {
  if (text[start] === "'") {
    let value = ''
    let at = start + 1
    for (;;) {
      const quote = text.indexOf("'", at)
      if (quote < 0) throw new Error(`unterminated string at ${start}`)
      value += text.slice(at, quote)
      if (text[quote + 1] === "'") {
        value += "'"
        at = quote + 2
      } else return [value, quote + 1]
    }
  }
  const match = /^(?:NULL|-?\d+(?:\.\d+)?)/.exec(text.slice(start, start + 40))
  if (!match) throw new Error(`unexpected SQL at ${start}: ${text.slice(start, start + 30)}`)
  return [match[0] === 'NULL' ? null : Number(match[0]), start + match[0].length]
}

const skipSpace = (text: string, at: number): number => {
  while (/\s/.test(text[at] ?? '')) at++
  return at
}

/** The rows of every `INSERT INTO <table> (columns) VALUES (…), …;` of `sql`, by column name. */
export const insertedRows = (sql: string, table: string): Record<string, SqlValue>[] => {
  const rows: Record<string, SqlValue>[] = []
  const head = new RegExp(`INSERT INTO ${table} \\(([^)]*)\\) VALUES`, 'g')
  for (const match of sql.matchAll(head)) {
    const columns = match[1]!.split(',').map((column) => column.trim())
    let at = match.index + match[0].length
    for (;;) {
      at = skipSpace(sql, at)
      if (sql[at] !== '(') throw new Error(`expected a row of ${table} at ${at}`)
      const row: Record<string, SqlValue> = {}
      at++
      for (const [i, column] of columns.entries()) {
        const [value, end] = literalAt(sql, skipSpace(sql, at))
        row[column] = value
        at = skipSpace(sql, end)
        const expected = i === columns.length - 1 ? ')' : ','
        if (sql[at] !== expected) throw new Error(`expected "${expected}" in ${table} at ${at}`)
        at++
      }
      rows.push(row)
      at = skipSpace(sql, at)
      if (sql[at] === ';') break
      if (sql[at] !== ',') throw new Error(`expected "," or ";" after a row of ${table} at ${at}`)
      at++
    }
  }
  return rows
}

/** A product as its packshots draw it: the default (German) view's name and pack size. */
export interface CatalogueProduct {
  id: number
  /** The family's product of a pack size (0016_pack_sizes.sql), else null. */
  parentId: number | null
  store: string
  sku: string
  name: string
  size: string
  /** images/<sku>.svg and the gallery's other views of it (images/<sku>.back.svg …). */
  files: string[]
}

/** Every product of the migrations (in order) with the picture files that reference it. */
export const catalogueProducts = (migrations: readonly string[]): CatalogueProduct[] => {
  const sql = migrations.join('\n')
  const files = new Map<string, Set<string>>()
  for (const [file, sku] of sql.matchAll(/images\/([A-Za-z0-9-]+)(?:\.[a-z]+)?\.svg/g)) {
    const known = files.get(sku!) ?? new Set<string>()
    files.set(sku!, known.add(file))
  }
  return insertedRows(sql, 'products').map((row) => {
    const sku = String(row.sku)
    const attributes = JSON.parse(String(row.dynamic_attributes ?? '{}')) as { size?: unknown }
    return {
      id: Number(row.id),
      parentId:
        row.parent_id === undefined || row.parent_id === null ? null : Number(row.parent_id),
      store: String(row.store),
      sku,
      name: String(row.name),
      size: typeof attributes.size === 'string' ? attributes.size : '',
      files: [...new Set([String(row.image_path), ...(files.get(sku) ?? [])])],
    }
  })
}
